import { Container } from '@kuza/ui';

export default function DeckGeneratingPage() {
  return (
    <Container>
      <main>
        <h1>Generating Your Pitch Deck...</h1>
      </main>
    </Container>
  );
}
