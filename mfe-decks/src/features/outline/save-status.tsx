import styled from 'styled-components';
import { Button } from '@kuza/ui';
import type { SaveStatus as Status } from './use-outline-autosave';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const TEXT: Record<Status, string> = {
  idle: '',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Could not save',
  reloaded: 'Latest version loaded',
};

/** 'Saving…' / 'Saved' / 'Could not save — Retry', read politely by screen readers. */
export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  return (
    <Line>
      <span role="status">{status === 'error' ? <Failed>{TEXT.error}</Failed> : TEXT[status]}</span>
      {status === 'error' && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Line>
  );
}
