import { Container } from '@kuza/ui';

export default function AboutStartupPage() {
  return (
    <Container>
      <main>
        <h1>Tell us about your startup</h1>
      </main>
    </Container>
  );
}
