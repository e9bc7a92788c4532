import { Container } from '@kuza/ui';

export default function AboutStartupPage() {
  return (
    <Container as="main">
      <h1>Tell us about your startup</h1>
    </Container>
  );
}
