import { ShareDialog } from '@kuza/app';
import { useDeckShareCreateMutation, useDeckShareGetQuery, useDeckShareRevokeMutation } from '../decks/api';

const hooks = {
  useShareQuery: useDeckShareGetQuery,
  useCreateMutation: useDeckShareCreateMutation,
  useRevokeMutation: useDeckShareRevokeMutation,
};

const publicLink = (path: string) => `${window.location.origin}${path}`;

/** The deck's Share dialog, mounted while open. */
export function DeckShareDialog({ deckId, onClose }: { deckId: string; onClose: () => void }) {
  return <ShareDialog documentId={deckId} noun="deck" open onClose={onClose} hooks={hooks} publicLink={publicLink} />;
}
