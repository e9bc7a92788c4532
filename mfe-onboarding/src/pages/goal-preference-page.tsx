import { Container } from '@kuza/ui';

export default function GoalPreferencePage() {
  return (
    <Container as="main">
      <h1>Goals & Preferences</h1>
    </Container>
  );
}
