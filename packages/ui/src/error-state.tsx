import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

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

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
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
      {actionNode && <Actions>{actionNode}</Actions>}
    </Root>
  );
}
