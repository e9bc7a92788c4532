import styled from 'styled-components';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from './button';

/** Where an autosave stands: the one vocabulary every editor's autosave reports in. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'failed';

/** A screen's own words for some states, already said in the page's language. */
export type SaveWords = Record<SaveState, string>;

/** The words of each state, said in the page's language. */
export const SAVE_WORDS: Readonly<Record<SaveState, MessageDescriptor>> = defineMessages({
  saved: { id: 'ui.save.saved', defaultMessage: 'All changes saved' },
  unsaved: { id: 'ui.save.unsaved', defaultMessage: 'Unsaved changes' },
  saving: { id: 'ui.save.saving', defaultMessage: 'Saving…' },
  offline: { id: 'ui.save.offline', defaultMessage: 'Offline — retrying' },
  conflict: { id: 'ui.save.conflict', defaultMessage: 'Not saved' },
  failed: { id: 'ui.save.failed', defaultMessage: 'Not saved' },
});

const messages = defineMessages({
  reload: { id: 'ui.save.reload', defaultMessage: 'Reload' },
  retry: { id: 'ui.save.retry', defaultMessage: 'Retry' },
  withReason: { id: 'ui.save.withReason', defaultMessage: '{words}: {reason}' },
});

const needsAttention = (status: SaveState | null) =>
  status === 'conflict' || status === 'failed' || status === 'offline';

export interface SaveStatusProps {
  /** null while nothing has happened yet that is worth saying. */
  status: SaveState | null;
  /** The screen's own words for some states; the rest are `SAVE_WORDS`. */
  words?: Partial<SaveWords>;
  /** The server's reason for a failed save, said after the words. */
  message?: string;
  /** Offered after a 409: reload the other version rather than overwrite it. */
  onReload?: () => void;
  /** Offered after any other failed save. */
  onRetry?: () => void;
  /** A hint on the conflict words (for pointer users). */
  conflictHint?: string;
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p<{ $alert: boolean }>`
  margin: 0;
  color: ${({ $alert, theme }) => ($alert ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $alert, theme }) => ($alert ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

function SaveAction({ status, onReload, onRetry }: Pick<SaveStatusProps, 'status' | 'onReload' | 'onRetry'>) {
  const { t } = useI18n();
  if (status === 'conflict' && onReload) {
    return (
      <Button size="sm" variant="danger" onClick={onReload}>
        {t(messages.reload)}
      </Button>
    );
  }
  if (status === 'failed' && onRetry) {
    return (
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t(messages.retry)}
      </Button>
    );
  }
  return null;
}

/** The save status line, read politely by screen readers, with Reload after a 409 and Retry after a failure. */
export function SaveStatus({ status, words, message, onReload, onRetry, conflictHint }: SaveStatusProps) {
  const { t } = useI18n();
  const said = status ? (words?.[status] ?? t(SAVE_WORDS[status])) : '';
  return (
    <Wrap>
      <Text role="status" $alert={needsAttention(status)} title={status === 'conflict' ? conflictHint : undefined}>
        {status === 'failed' && message ? t(messages.withReason, { words: said, reason: message }) : said}
      </Text>
      <SaveAction status={status} onReload={onReload} onRetry={onRetry} />
    </Wrap>
  );
}

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

export interface SaveProblemProps {
  status: SaveState | null;
  message?: string;
  onReload: () => void;
  onRetry: () => void;
}

/**
 * The reason a save failed, in the work area, for an editor whose bar has room only for the status
 * words: Reload after a 409 (changed elsewhere), Retry after any other failure.
 */
export function SaveProblem({ status, message, onReload, onRetry }: SaveProblemProps) {
  if (status !== 'conflict' && status !== 'failed') return null;
  return (
    <Problem role="alert">
      <p>{message}</p>
      <SaveAction status={status} onReload={onReload} onRetry={onRetry} />
    </Problem>
  );
}
