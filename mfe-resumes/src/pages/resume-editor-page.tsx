import { Container } from '@kuza/ui';

export default function ResumeEditorPage() {
  return (
    <Container as="main">
      <h1>Resume Editor</h1>
    </Container>
  );
}
