import { Container } from '@kuza/ui';

export default function ResumeGeneratingPage() {
  return (
    <Container>
      <main>
        <h1>Generating Your Resume...</h1>
      </main>
    </Container>
  );
}
