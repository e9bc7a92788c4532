import { Container } from '@kuza/ui';

export default function ForgotPasswordPage() {
  return (
    <Container as="main">
      <h1>Forgot your password?</h1>
    </Container>
  );
}
