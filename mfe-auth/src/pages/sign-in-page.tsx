import { Container } from '@kuza/ui';

export default function SignInPage() {
  return (
    <Container>
      <main>
        <h1>Sign in to Kuza</h1>
      </main>
    </Container>
  );
}
