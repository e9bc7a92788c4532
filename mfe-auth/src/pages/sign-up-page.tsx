import { Container } from '@kuza/ui';

export default function SignUpPage() {
  return (
    <Container>
      <main>
        <h1>Create your account</h1>
      </main>
    </Container>
  );
}
