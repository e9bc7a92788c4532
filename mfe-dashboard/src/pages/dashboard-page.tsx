import { Container } from '@kuza/ui';

export default function DashboardPage() {
  return (
    <Container>
      <main>
        <h1>Welcome back</h1>
        <p>Ready to build your next investor-ready document?</p>
      </main>
    </Container>
  );
}
