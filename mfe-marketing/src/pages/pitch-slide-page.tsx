import { Container } from '@kuza/ui';

export default function PitchSlidePage() {
  return (
    <Container>
      <main>
        <h1>Sample pitch deck</h1>
      </main>
    </Container>
  );
}
