import { Container } from '@kuza/ui';

export default function ResumeListPage() {
  return (
    <Container>
      <main>
        <h1>Resumes</h1>
        <p>Build, edit, and organize resumes for your team or yourself.</p>
      </main>
    </Container>
  );
}
