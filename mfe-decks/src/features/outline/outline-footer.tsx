import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { errorMessage } from '@kuza/store';
import { Button, SaveStatus } from '@kuza/ui';
import { useDeckGenerateMutation } from '../decks/api';
import type { SaveStatus as Status } from './use-outline-autosave';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  // The outline saves within half a second, so a change is already 'Saving…'.
  unsaved: { id: 'decks.outline.save.unsaved', defaultMessage: 'Saving…' },
  saved: { id: 'decks.outline.save.saved', defaultMessage: 'Saved' },
  failed: { id: 'decks.outline.save.failed', defaultMessage: 'Could not save' },
  conflict: { id: 'decks.outline.save.conflict', defaultMessage: 'Changed elsewhere: reload the page' },
  notSaved: {
    id: 'decks.outline.notSaved',
    defaultMessage: 'Your outline is not saved yet. Check it, then press Proceed again.',
  },
  startFailed: { id: 'decks.outline.startFailed', defaultMessage: 'Could not start generating. Try again.' },
  addFirst: { id: 'decks.outline.addFirst', defaultMessage: 'Add at least one section first' },
  proceed: { id: 'decks.outline.proceed', defaultMessage: 'Proceed' },
});

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
  const { t } = useI18n();
  const navigate = useNavigate();
  const [generate] = useDeckGenerateMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const proceed = async () => {
    setBusy(true);
    setError(undefined);
    try {
      if (!(await flush())) {
        setError(t(MESSAGES.notSaved));
        return;
      }
      await generate(deckId).unwrap();
      navigate(`/pitch-deck-generating?deck=${encodeURIComponent(deckId)}`);
    } catch (failure) {
      setError(errorMessage(failure, t(MESSAGES.startFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Footer>
      <SaveStatus
        status={status}
        words={{
          unsaved: t(MESSAGES.unsaved),
          saved: t(MESSAGES.saved),
          failed: t(MESSAGES.failed),
          conflict: t(MESSAGES.conflict),
        }}
        onRetry={() => void flush()}
      />
      <Button
        size="lg"
        disabled={empty}
        loading={busy}
        loadingLabel={t(COMMON_MESSAGES.starting)}
        title={empty ? t(MESSAGES.addFirst) : undefined}
        onClick={() => void proceed()}
      >
        {t(MESSAGES.proceed)}
      </Button>
      {error && <Alert role="alert">{error}</Alert>}
    </Footer>
  );
}
