import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DECK_MESSAGES } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, PageLoader } from '@kuza/ui';
import { useDeckGetQuery } from '../features/decks/api';
import { DeckEditor } from '../features/editor/deck-editor';
import { DeckEditorFrame } from '../features/editor/deck-editor-frame';
import { EditorProblem } from '../features/editor/editor-problem';
import { useI18n } from '@kuza/i18n/react';

/** /pitch-deck-editor?deck=<id>: the full-width editor frame, without the app chrome. */
export default function DeckEditorPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = params.get('deck')?.trim() ?? '';
  const { data, error, fulfilledTimeStamp, refetch } = useDeckGetQuery(id, {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  // The editor starts from a copy fetched now, never from an older cached one (its version would clash).
  const [openedAt] = useState(() => Date.now());
  // Bumped by Reload after a conflict: the editor starts over from the server's version.
  const [generation, setGeneration] = useState(0);

  if (!id) return <EditorProblem message="No deck was chosen. Open one from your pitch decks." />;
  if (data && (fulfilledTimeStamp ?? 0) >= openedAt) {
    return (
      <DeckEditor
        key={`${data.id}:${generation}`}
        deck={data}
        onReload={() => void refetch().then(() => setGeneration((n) => n + 1))}
      />
    );
  }
  if (!error) {
    return (
      <DeckEditorFrame>
        <PageLoader label="Loading the deck" />
      </DeckEditorFrame>
    );
  }
  const status = (error as { status?: unknown }).status;
  if (status === 404 || status === 400) {
    return (
      <EditorProblem
        message={`${t(DECK_MESSAGES.notFound)}. It may have been deleted or belong to another workspace.`}
      />
    );
  }
  return (
    <EditorProblem
      message={errorMessage(error, 'The deck could not be loaded. Check your connection and try again.')}
      action={<Button onClick={() => void refetch()}>Try again</Button>}
    />
  );
}
