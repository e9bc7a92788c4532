import { Container } from '@kuza/ui';

export default function ResetPasswordPage() {
  return (
    <Container>
      <main>
        <h1>Set New Password</h1>
      </main>
    </Container>
  );
}
