import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface StatusPageProps {
  /** The big heading, e.g. "404". */
  code: ReactNode;
  /** The line under it, e.g. "Oops! Page not found". */
  title: ReactNode;
  message?: ReactNode;
  /** Usually a ButtonLink, e.g. "Return to Home". */
  action?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 70vh;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Message = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Full-page status such as the not-found page: h1 code, a title line, an optional way out. */
export function StatusPage({ code, title, message, action }: StatusPageProps) {
  return (
    <Root>
      <Code>{code}</Code>
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action}
    </Root>
  );
}
