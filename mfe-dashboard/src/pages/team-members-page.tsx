import { Container } from '@kuza/ui';

export default function TeamMembersPage() {
  return (
    <Container>
      <main>
        <h1>Team Members</h1>
      </main>
    </Container>
  );
}
