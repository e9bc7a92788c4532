import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { StateActions, StateBox, StateTitle } from './state-box';

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
export function ErrorState({
  title = 'Something went wrong',
  message,
  action,
  onRetry,
  retryLabel = 'Retry',
  className,
}: ErrorStateProps) {
  const actionNode =
    action ??
    (onRetry && (
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    ));
  return (
    <Root role="alert" className={className}>
      <Title>{title}</Title>
      <Message>{message}</Message>
      {actionNode && <StateActions>{actionNode}</StateActions>}
    </Root>
  );
}
