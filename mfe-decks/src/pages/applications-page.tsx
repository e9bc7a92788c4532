import { useSearchParams } from 'react-router-dom';
import { APPLICATION_MESSAGES } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, EditorFrame, ErrorState, PageLoader } from '@kuza/ui';
import { DeckNotFound, isNotFound } from '../components/deck-not-found';
import { useApplicationGetQuery } from '../features/applications/api';
import { ApplicationEditor } from '../features/applications/application-editor';
import { ProgrammePicker } from '../features/applications/programme-picker';

const BACK_TO_DECKS = { to: '/pitch-decks', label: 'Back to Pitch Decks' };

function EditorOf({ id }: { id: string }) {
  const { data, error, refetch } = useApplicationGetQuery(id, { refetchOnMountOrArgChange: true });
  if (data) return <ApplicationEditor key={data.id} application={data} />;
  let body;
  if (!error) body = <PageLoader label="Loading the application" />;
  else if (isNotFound(error))
    body = (
      <ErrorState
        title={APPLICATION_MESSAGES.notFound}
        message="It may have been deleted or belong to another workspace."
        action={<ButtonLink to="/pitch-decks">Go to Pitch Decks</ButtonLink>}
      />
    );
  else
    body = (
      <ErrorState
        title="The application could not be loaded"
        message={errorMessage(error, 'Check your connection and try again.')}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  return (
    <EditorFrame back={BACK_TO_DECKS} title="Application Editor">
      {body}
    </EditorFrame>
  );
}

/**
 * /applications?deck=<id>: the programmes a deck can apply to, each with who may apply, and Draft;
 * /applications?application=<id>: one application in its editor.
 */
export default function ApplicationsPage() {
  const [params] = useSearchParams();
  const applicationId = params.get('application')?.trim();
  const deckId = params.get('deck')?.trim();
  if (applicationId) return <EditorOf id={applicationId} />;
  return (
    <EditorFrame back={BACK_TO_DECKS} title="Applications">
      {deckId ? <ProgrammePicker deckId={deckId} /> : <DeckNotFound missingId />}
    </EditorFrame>
  );
}
