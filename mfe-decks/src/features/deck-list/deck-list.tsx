import { DECK_MESSAGES, deckOpenPath, documentNameError } from '@kuza/contracts';
import { DocumentList, type DocumentWords, type RenameOptions } from '@kuza/app';
import {
  useDeckDeleteMutation,
  useDeckDuplicateMutation,
  useDeckGetQuery,
  useDeckListQuery,
  useDeckUpdateMutation,
} from '../decks/api';

const WORDS: DocumentWords = {
  one: 'pitch deck',
  many: 'pitch decks',
  short: 'deck',
  nameLabel: 'Deck name',
  emptyText:
    'Start with AI, paste your notes or import an existing deck: Kuza turns it into an investor-ready outline.',
};

const useLatestDeck = (id: string) => useDeckGetQuery(id, { refetchOnMountOrArgChange: true });

/** The workspace's decks, newest first, with rename, duplicate and delete. */
export function DeckList({ onCreate }: { onCreate: () => void }) {
  const query = useDeckListQuery();
  const [duplicate] = useDeckDuplicateMutation();
  const [remove, { isLoading: removing }] = useDeckDeleteMutation();
  const [update, { isLoading: saving }] = useDeckUpdateMutation();
  const rename: RenameOptions = {
    useLatest: useLatestDeck,
    save: (change) => update(change).unwrap(),
    saving,
    validateName: documentNameError,
    conflictMessage: DECK_MESSAGES.conflict,
  };
  return (
    <DocumentList
      words={WORDS}
      query={query}
      hrefOf={deckOpenPath}
      duplicate={(id) => duplicate(id).unwrap()}
      remove={(id) => remove(id).unwrap()}
      removing={removing}
      rename={rename}
      onCreate={onCreate}
    />
  );
}
