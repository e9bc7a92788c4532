import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';

const Root = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding-block: ${({ theme }) => theme.spacing.xxl};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What the editor shows instead of a deck: no id, an unknown deck, or an error (with its own action). */
export function EditorProblem({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <Root as="main" size="narrow">
      <h1>Pitch Deck Editor</h1>
      <p role="alert">{message}</p>
      {action ?? <ButtonLink to="/pitch-decks">Go to Pitch Decks</ButtonLink>}
    </Root>
  );
}
