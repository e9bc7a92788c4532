import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { GenerateResume } from '../features/generating/generate-resume';
import { paths } from '../lib/paths';

const Main = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  min-height: 100vh;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** /resume-generating?resume=<id>: a full-page wait while the server writes every section. */
export default function ResumeGeneratingPage() {
  const [params] = useSearchParams();
  const id = params.get('resume');
  return (
    <Main as="main" size="narrow">
      <Title>Generating Your Resume...</Title>
      {id ? (
        <GenerateResume key={id} id={id} />
      ) : (
        <>
          <p>There is no resume to generate here. Start one from your resumes.</p>
          <ButtonLink to={paths.list}>Go to Resumes</ButtonLink>
        </>
      )}
    </Main>
  );
}
