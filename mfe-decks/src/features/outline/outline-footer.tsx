import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, SaveStatus } from '@kuza/ui';
import { useDeckGenerateMutation } from '../decks/api';
import type { SaveStatus as Status } from './use-outline-autosave';

/** The outline saves within half a second, so a change is already 'Saving…'. */
const OUTLINE_SAVE_WORDS = {
  unsaved: 'Saving…',
  saved: 'Saved',
  failed: 'Could not save',
  conflict: 'Changed elsewhere: reload the page',
};

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Alert = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface OutlineFooterProps {
  deckId: string;
  status: Status;
  empty: boolean;
  flush: () => Promise<boolean>;
}

/** Save state and 'Proceed': the last change is saved first, then generation starts (POST /decks/:id/generate). */
export function OutlineFooter({ deckId, status, empty, flush }: OutlineFooterProps) {
  const navigate = useNavigate();
  const [generate] = useDeckGenerateMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const proceed = async () => {
    setBusy(true);
    setError(undefined);
    try {
      if (!(await flush())) {
        setError('Your outline is not saved yet. Check it, then press Proceed again.');
        return;
      }
      await generate(deckId).unwrap();
      navigate(`/pitch-deck-generating?deck=${encodeURIComponent(deckId)}`);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not start generating. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Footer>
      <SaveStatus status={status} words={OUTLINE_SAVE_WORDS} onRetry={() => void flush()} />
      <Button
        size="lg"
        disabled={empty}
        loading={busy}
        loadingLabel="Starting"
        title={empty ? 'Add at least one section first' : undefined}
        onClick={() => void proceed()}
      >
        Proceed
      </Button>
      {error && <Alert role="alert">{error}</Alert>}
    </Footer>
  );
}
