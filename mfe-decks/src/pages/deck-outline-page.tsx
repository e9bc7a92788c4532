import { Container } from '@kuza/ui';

export default function DeckOutlinePage() {
  return (
    <Container>
      <main>
        <h1>Pitch Deck Outline</h1>
        <p>Rearrange, edit, or add sections to your pitch deck outline. Drag to reorder.</p>
      </main>
    </Container>
  );
}
