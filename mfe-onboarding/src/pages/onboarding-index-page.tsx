import { Container } from '@kuza/ui';

export default function OnboardingIndexPage() {
  return (
    <Container>
      <main>
        <h1>Onboarding</h1>
      </main>
    </Container>
  );
}
