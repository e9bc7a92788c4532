import { Container } from '@kuza/ui';
import '../features/landing/landing-slice';

export default function LandingPage() {
  return (
    <Container>
      <main>
        <h1>Your Complete Startup Toolkit for African Founders</h1>
      </main>
    </Container>
  );
}
