import { Container } from '@kuza/ui';

export default function ProfilePage() {
  return (
    <Container>
      <main>
        <h1>Profile</h1>
      </main>
    </Container>
  );
}
