import { useSearchParams } from 'react-router-dom';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, EditorFrame, ErrorState, PageLoader } from '@kuza/ui';
import { DeckNotFound, isNotFound } from '../components/deck-not-found';
import { useApplicationGetQuery } from '../features/applications/api';
import { ApplicationEditor } from '../features/applications/application-editor';
import { ProgrammePicker } from '../features/applications/programme-picker';
import { COMMON_MESSAGES } from '../components/common-messages';
import '../i18n';

const MESSAGES = defineMessages({
  loading: { id: 'decks.applications.loading', defaultMessage: 'Loading the application' },
  notFound: { id: 'decks.applications.notFound', defaultMessage: 'Application not found' },
  loadFailed: { id: 'decks.applications.loadFailed', defaultMessage: 'The application could not be loaded' },
  title: { id: 'decks.applications.title', defaultMessage: 'Applications' },
});

function useBackToDecks() {
  const { t } = useI18n();
  return { to: '/pitch-decks', label: t(COMMON_MESSAGES.backToDecks) };
}

function EditorOf({ id }: { id: string }) {
  const { t } = useI18n();
  const back = useBackToDecks();
  const { data, error, refetch } = useApplicationGetQuery(id, { refetchOnMountOrArgChange: true });
  if (data) return <ApplicationEditor key={data.id} application={data} />;
  let body;
  if (!error) body = <PageLoader label={t(MESSAGES.loading)} />;
  else if (isNotFound(error))
    body = (
      <ErrorState
        title={t(MESSAGES.notFound)}
        message={t(COMMON_MESSAGES.deletedElsewhere)}
        action={<ButtonLink to="/pitch-decks">{t(COMMON_MESSAGES.goToDecks)}</ButtonLink>}
      />
    );
  else
    body = (
      <ErrorState
        title={t(MESSAGES.loadFailed)}
        message={errorMessage(error, t(COMMON_MESSAGES.checkConnection))}
        action={<Button onClick={() => void refetch()}>{t(COMMON_MESSAGES.tryAgain)}</Button>}
      />
    );
  return (
    <EditorFrame back={back} title={t(COMMON_MESSAGES.applicationEditor)}>
      {body}
    </EditorFrame>
  );
}

/**
 * /applications?deck=<id>: the programmes a deck can apply to, each with who may apply, and Draft;
 * /applications?application=<id>: one application in its editor.
 */
export default function ApplicationsPage() {
  const { t } = useI18n();
  const back = useBackToDecks();
  const [params] = useSearchParams();
  const applicationId = params.get('application')?.trim();
  const deckId = params.get('deck')?.trim();
  if (applicationId) return <EditorOf id={applicationId} />;
  return (
    <EditorFrame back={back} title={t(MESSAGES.title)}>
      {deckId ? <ProgrammePicker deckId={deckId} /> : <DeckNotFound missingId />}
    </EditorFrame>
  );
}
