import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DECK_MESSAGES } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { errorMessage } from '@kuza/store';
import { Button, PageLoader } from '@kuza/ui';
import { useDeckGetQuery } from '../features/decks/api';
import { DeckEditor } from '../features/editor/deck-editor';
import { DeckEditorFrame } from '../features/editor/deck-editor-frame';
import { EditorProblem } from '../features/editor/editor-problem';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../components/common-messages';
import '../i18n';

const MESSAGES = defineMessages({
  noDeck: { id: 'decks.editorPage.noDeck', defaultMessage: 'No deck was chosen. Open one from your pitch decks.' },
  loading: { id: 'decks.editorPage.loading', defaultMessage: 'Loading the deck' },
  notFound: {
    id: 'decks.editorPage.notFound',
    defaultMessage: '{notFound}. It may have been deleted or belong to another workspace.',
  },
  loadFailed: {
    id: 'decks.editorPage.loadFailed',
    defaultMessage: 'The deck could not be loaded. Check your connection and try again.',
  },
});

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

  if (!id) return <EditorProblem message={t(MESSAGES.noDeck)} />;
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
        <PageLoader label={t(MESSAGES.loading)} />
      </DeckEditorFrame>
    );
  }
  const status = (error as { status?: unknown }).status;
  if (status === 404 || status === 400) {
    return <EditorProblem message={t(MESSAGES.notFound, { notFound: t(DECK_MESSAGES.notFound) })} />;
  }
  return (
    <EditorProblem
      message={errorMessage(error, t(MESSAGES.loadFailed))}
      action={<Button onClick={() => void refetch()}>{t(COMMON_MESSAGES.tryAgain)}</Button>}
    />
  );
}
