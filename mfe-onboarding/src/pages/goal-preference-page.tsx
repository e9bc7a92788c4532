import { Container } from '@kuza/ui';

export default function GoalPreferencePage() {
  return (
    <Container>
      <main>
        <h1>Goals & Preferences</h1>
      </main>
    </Container>
  );
}
