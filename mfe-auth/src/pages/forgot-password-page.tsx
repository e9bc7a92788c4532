import { Container } from '@kuza/ui';

export default function ForgotPasswordPage() {
  return (
    <Container>
      <main>
        <h1>Forgot your password?</h1>
      </main>
    </Container>
  );
}
