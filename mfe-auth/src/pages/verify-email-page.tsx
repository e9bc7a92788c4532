import { Container } from '@kuza/ui';

export default function VerifyEmailPage() {
  return (
    <Container>
      <main>
        <h1>Verify your email</h1>
      </main>
    </Container>
  );
}
