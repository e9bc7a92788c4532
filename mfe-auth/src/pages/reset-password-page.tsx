import { Container } from '@kuza/ui';

export default function ResetPasswordPage() {
  return (
    <Container as="main">
      <h1>Set New Password</h1>
    </Container>
  );
}
