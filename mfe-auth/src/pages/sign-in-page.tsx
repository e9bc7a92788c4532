import { Container } from '@kuza/ui';

export default function SignInPage() {
  return (
    <Container as="main">
      <h1>Sign in to Kuza</h1>
    </Container>
  );
}
