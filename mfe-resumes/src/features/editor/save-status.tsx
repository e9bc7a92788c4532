import styled from 'styled-components';
import { Button } from '@kuza/ui';
import type { SaveStatus as Status } from './use-autosave';

const LABELS: Record<Status, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'Not saved',
  error: 'Not saved',
};

const Line = styled.span<{ $problem: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.muted)};
`;

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};

  p {
    flex: 1 1 240px;
    margin: 0;
  }
`;

/** 'Saving…' / 'All changes saved', announced politely. */
export function SaveStatusLine({ status }: { status: Status }) {
  return (
    <Line role="status" $problem={status === 'conflict' || status === 'error'}>
      {LABELS[status]}
    </Line>
  );
}

export interface SaveProblemProps {
  status: Status;
  message?: string;
  onReload: () => void;
  onRetry: () => void;
}

/** A 409 (changed elsewhere) offers Reload; any other failed save offers Retry. */
export function SaveProblem({ status, message, onReload, onRetry }: SaveProblemProps) {
  if (status !== 'conflict' && status !== 'error') return null;
  return (
    <Problem role="alert">
      <p>{message}</p>
      {status === 'conflict' ? (
        <Button size="sm" variant="danger" onClick={onReload}>
          Reload
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Problem>
  );
}
