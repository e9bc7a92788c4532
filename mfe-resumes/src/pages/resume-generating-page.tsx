import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { GenerateResume } from '../features/generating/generate-resume';
import { paths } from '../lib/paths';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../i18n';
import { COMMON_MESSAGES } from '../lib/common-messages';

const messages = defineMessages({
  title: { id: 'resumes.generating.title', defaultMessage: 'Generating Your Resume...' },
  none: {
    id: 'resumes.generating.none',
    defaultMessage: 'There is no resume to generate here. Start one from your resumes.',
  },
});

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
  const { t } = useResumesI18n();
  const [params] = useSearchParams();
  const id = params.get('resume');
  return (
    <Main as="main" size="narrow">
      <Title>{t(messages.title)}</Title>
      {id ? (
        <GenerateResume key={id} id={id} />
      ) : (
        <>
          <p>{t(messages.none)}</p>
          <ButtonLink to={paths.list}>{t(COMMON_MESSAGES.goToResumes)}</ButtonLink>
        </>
      )}
    </Main>
  );
}
