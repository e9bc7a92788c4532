import { Container } from '@kuza/ui';

export default function TeamMembersPage() {
  return (
    <Container as="main">
      <h1>Team Members</h1>
    </Container>
  );
}
