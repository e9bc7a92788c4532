import { Container } from '@kuza/ui';

export default function SignUpPage() {
  return (
    <Container as="main">
      <h1>Create your account</h1>
    </Container>
  );
}
