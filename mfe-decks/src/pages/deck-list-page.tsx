import { useState } from 'react';
import styled from 'styled-components';
import { AppChrome, Button } from '@kuza/ui';
import { CreateDeckDialog } from '../features/create-deck/create-deck-dialog';
import { DeckList } from '../features/deck-list/deck-list';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  h1 {
    margin: 0;
  }

  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Main = styled.main`
  max-width: 960px;
  margin: 0 auto;
`;

export default function DeckListPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AppChrome title="Pitch Decks">
      <Main>
        <Header>
          <div>
            <h1>Pitch Decks</h1>
            <p>View, create, and manage all your pitch decks in one place.</p>
          </div>
          <Button onClick={() => setCreating(true)}>Create New Pitch Deck</Button>
        </Header>
        <DeckList onCreate={() => setCreating(true)} />
        <CreateDeckDialog open={creating} onClose={() => setCreating(false)} />
      </Main>
    </AppChrome>
  );
}
