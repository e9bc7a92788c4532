import { useState } from 'react';
import styled from 'styled-components';
import type { DeckSummary } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, toast } from '@kuza/ui';
import { useDeckDeleteMutation } from '../decks/api';

const Alert = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Asks before deleting; a Member gets the server's 403 message here (only Owners and Admins delete). */
export function DeleteDeckDialog({ deck, onClose }: { deck: DeckSummary | null; onClose: () => void }) {
  const [remove, { isLoading }] = useDeckDeleteMutation();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!deck) return;
    try {
      await remove(deck.id).unwrap();
      toast.success(`Deleted “${deck.name}”`);
      close();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not delete the pitch deck'));
    }
  };

  return (
    <Dialog
      open={!!deck}
      onClose={close}
      size="sm"
      title="Delete this pitch deck?"
      description={deck && `“${deck.name}” will be deleted for everyone in your workspace. This cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" loading={isLoading} loadingLabel="Deleting" onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
    </Dialog>
  );
}
