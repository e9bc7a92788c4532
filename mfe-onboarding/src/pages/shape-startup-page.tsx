import { Container } from '@kuza/ui';

export default function ShapeStartupPage() {
  return (
    <Container>
      <main>
        <h1>Shape Your Startup Journey</h1>
      </main>
    </Container>
  );
}
