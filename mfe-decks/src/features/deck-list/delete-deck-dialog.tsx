import type { DeckSummary } from '@kuza/contracts';
import { ConfirmDeleteDialog } from '@kuza/ui';
import { useDeckDeleteMutation } from '../decks/api';

/** Asks before deleting; a Member gets the server's 403 message here (only Owners and Admins delete). */
export function DeleteDeckDialog({ deck, onClose }: { deck: DeckSummary | null; onClose: () => void }) {
  const [remove, { isLoading }] = useDeckDeleteMutation();
  return (
    <ConfirmDeleteDialog
      open={!!deck}
      title="Delete this pitch deck?"
      description={deck && `“${deck.name}” will be deleted for everyone in your workspace. This cannot be undone.`}
      onConfirm={async () => deck && remove(deck.id).unwrap()}
      busy={isLoading}
      successMessage={`Deleted “${deck?.name}”`}
      failureMessage="Could not delete the pitch deck"
      onClose={onClose}
    />
  );
}
