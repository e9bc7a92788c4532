import { Container } from '@kuza/ui';

export default function OnboardingIndexPage() {
  return (
    <Container as="main">
      <h1>Onboarding</h1>
    </Container>
  );
}
