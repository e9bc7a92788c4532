import { Container } from '@kuza/ui';

export default function ResumeGeneratingPage() {
  return (
    <Container as="main">
      <h1>Generating Your Resume...</h1>
    </Container>
  );
}
