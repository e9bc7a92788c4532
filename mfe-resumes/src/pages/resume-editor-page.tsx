import { Container } from '@kuza/ui';

export default function ResumeEditorPage() {
  return (
    <Container>
      <main>
        <h1>Resume Editor</h1>
      </main>
    </Container>
  );
}
