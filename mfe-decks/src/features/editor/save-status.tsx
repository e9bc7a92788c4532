import styled from 'styled-components';
import { Button } from '@kuza/ui';
import type { SaveState, SaveStatus as Status } from './autosaver';

export interface SaveStatusProps extends SaveState {
  onReload: () => void;
}

export const SAVE_LABELS: Record<Status, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline — retrying',
  conflict: 'This deck was changed elsewhere',
  failed: 'Not saved',
};

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p<{ $alert: boolean }>`
  margin: 0;
  color: ${({ $alert, theme }) => ($alert ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $alert, theme }) => ($alert ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

/** Where the autosave stands; after a 409 it offers Reload instead of overwriting the other version. */
export function SaveStatus({ status, message, onReload }: SaveStatusProps) {
  const alert = status === 'conflict' || status === 'failed' || status === 'offline';
  return (
    <Wrap>
      <Text role="status" $alert={alert} title={status === 'conflict' ? 'Reload to get the latest version' : undefined}>
        {SAVE_LABELS[status]}
        {status === 'failed' && message ? `: ${message}` : ''}
      </Text>
      {status === 'conflict' && (
        <Button size="sm" variant="danger" onClick={onReload}>
          Reload
        </Button>
      )}
    </Wrap>
  );
}
