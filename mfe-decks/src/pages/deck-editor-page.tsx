import { Container } from '@kuza/ui';

export default function DeckEditorPage() {
  return (
    <Container>
      <main>
        <h1>Pitch Deck Editor</h1>
      </main>
    </Container>
  );
}
