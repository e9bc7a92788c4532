import { Container } from '@kuza/ui';

export default function PeoplePage() {
  return (
    <Container>
      <main>
        <h1>People on the waitlist</h1>
      </main>
    </Container>
  );
}
