import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from './button';
import { StateActions, StateBox, StateTitle } from './state-box';

const messages = defineMessages({
  title: { id: 'ui.errorState.title', defaultMessage: 'Something went wrong' },
  retry: { id: 'ui.errorState.retry', defaultMessage: 'Retry' },
});

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  /** Any action, e.g. a ButtonLink; takes precedence over `onRetry`. */
  action?: ReactNode;
  /** Shorthand for a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

const Root = styled(StateBox)`
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSubtle};
`;

const Title = styled(StateTitle)`
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** A failed load or action, announced once with role="alert". */
export function ErrorState({ title, message, action, onRetry, retryLabel, className }: ErrorStateProps) {
  const { t } = useI18n();
  const actionNode =
    action ??
    (onRetry && (
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel ?? t(messages.retry)}
      </Button>
    ));
  return (
    <Root role="alert" className={className}>
      <Title>{title ?? t(messages.title)}</Title>
      <Message>{message}</Message>
      {actionNode && <StateActions>{actionNode}</StateActions>}
    </Root>
  );
}
