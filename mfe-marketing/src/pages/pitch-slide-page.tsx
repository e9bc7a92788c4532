import { Container } from '@kuza/ui';

export default function PitchSlidePage() {
  return (
    <Container as="main">
      <h1>Sample pitch deck</h1>
    </Container>
  );
}
