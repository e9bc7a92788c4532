import { Container } from '@kuza/ui';

export default function DeckListPage() {
  return (
    <Container>
      <main>
        <h1>Pitch Decks</h1>
        <p>View, create, and manage all your pitch decks in one place.</p>
      </main>
    </Container>
  );
}
