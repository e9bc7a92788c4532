import { Container } from '@kuza/ui';

export default function ProfilePage() {
  return (
    <Container as="main">
      <h1>Profile</h1>
    </Container>
  );
}
