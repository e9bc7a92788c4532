import { Container } from '@kuza/ui';

export default function SharedDeckPage() {
  return (
    <Container>
      <main>
        <h1>Shared Pitch Deck</h1>
      </main>
    </Container>
  );
}
