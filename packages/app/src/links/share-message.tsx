import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  text-align: center;
  h1,
  p {
    margin: 0;
  }
`;

/** A share page that shows no deck or resume: why, what to do, and a way on. */
export function ShareMessage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Message>
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </Message>
  );
}
