import { ShareWithLinksDialog } from '@kuza/app';
import { useDeckShareCreateMutation, useDeckShareGetQuery, useDeckShareRevokeMutation } from '../decks/api';

const hooks = {
  useShareQuery: useDeckShareGetQuery,
  useCreateMutation: useDeckShareCreateMutation,
  useRevokeMutation: useDeckShareRevokeMutation,
};

const publicLink = (path: string) => `${window.location.origin}${path}`;

/** The deck's Share dialog, mounted while open: its investor links and the view-only link for anyone. */
export function DeckShareDialog({ deckId, onClose }: { deckId: string; onClose: () => void }) {
  return (
    <ShareWithLinksDialog kind="deck" documentId={deckId} onClose={onClose} hooks={hooks} publicLink={publicLink} />
  );
}
