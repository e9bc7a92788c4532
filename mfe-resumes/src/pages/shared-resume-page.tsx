import { Container } from '@kuza/ui';

export default function SharedResumePage() {
  return (
    <Container>
      <main>
        <h1>Shared Resume</h1>
      </main>
    </Container>
  );
}
