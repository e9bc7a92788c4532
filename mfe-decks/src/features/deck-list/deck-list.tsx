import { DECK_MESSAGES, deckOpenPath } from '@kuza/contracts';
import { WorkspaceDocumentList, type DocumentWords } from '@kuza/app';
import { deckHooks } from '../decks/api';

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
  return (
    <WorkspaceDocumentList
      hooks={deckHooks}
      words={WORDS}
      hrefOf={deckOpenPath}
      conflictMessage={DECK_MESSAGES.conflict}
      onCreate={onCreate}
    />
  );
}
