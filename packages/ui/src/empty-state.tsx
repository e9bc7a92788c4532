import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StateActions, StateBox, StateTitle } from './state-box';

export interface EmptyStateProps {
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}

const Root = styled(StateBox)`
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`;

const Icon = styled.div`
  display: flex;
  font-size: 2.5rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Shown where a list has nothing yet, usually with the action that creates the first item. */
export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <StateTitle>{title}</StateTitle>
      {text && <Text>{text}</Text>}
      {action && <StateActions>{action}</StateActions>}
    </Root>
  );
}
