import { DECK_MESSAGES, deckOpenPath } from '@kuza/contracts';
import { WorkspaceDocumentList, type DocumentWords } from '@kuza/app';
import { deckHooks } from '../decks/api';
import { useI18n } from '@kuza/i18n/react';

const WORDS: DocumentWords = {
  one: 'pitch deck',
  many: 'pitch decks',
  short: 'deck',
  nameLabel: 'Deck name',
  emptyText:
    'Start with AI, paste your notes or import an existing deck: Kuza turns it into an investor-ready outline.',
};

/** The workspace's decks, newest first, with rename, duplicate and delete. */
export function DeckList({ onCreate }: { onCreate: () => void }) {
  const { t } = useI18n();
  return (
    <WorkspaceDocumentList
      hooks={deckHooks}
      words={WORDS}
      hrefOf={deckOpenPath}
      conflictMessage={t(DECK_MESSAGES.conflict)}
      onCreate={onCreate}
    />
  );
}
