import { Container } from '@kuza/ui';

export default function ShapeStartupPage() {
  return (
    <Container as="main">
      <h1>Shape Your Startup Journey</h1>
    </Container>
  );
}
