import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
`;

const Icon = styled.div`
  display: flex;
  font-size: 2.5rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

/** Shown where a list has nothing yet, usually with the action that creates the first item. */
export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Actions>{action}</Actions>}
    </Root>
  );
}
