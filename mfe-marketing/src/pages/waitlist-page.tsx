import { Container } from '@kuza/ui';

export default function WaitlistPage() {
  return (
    <Container>
      <main>
        <h1>Join the Kuza waitlist</h1>
      </main>
    </Container>
  );
}
