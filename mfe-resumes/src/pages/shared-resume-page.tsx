import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RESUME_MESSAGES } from '@kuza/contracts';
import { ButtonLink, PageLoader } from '@kuza/ui';
import { ResumePreview } from '../components/resume-preview';
import { useResumeSharedQuery } from '../features/resumes/api';

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.background};
`;

const Gone = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 80vh;
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const GoneTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Footer = styled.p`
  max-width: 794px;
  margin: ${({ theme }) => theme.spacing.lg} auto 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** /share/resume/:token: the resume read-only, for anyone with the link; revoked or unknown links say so. */
export default function SharedResumePage() {
  const { token = '' } = useParams();
  const { data, isLoading, isError, error } = useResumeSharedQuery(token);

  if (isLoading) return <PageLoader label="Opening the shared resume" />;
  if (isError || !data) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Gone>
        <GoneTitle>{missing ? RESUME_MESSAGES.shareNotFound : 'This resume could not be loaded'}</GoneTitle>
        <p>
          {missing
            ? 'The owner may have stopped sharing it. Ask them for a new link.'
            : 'Check your connection and try again.'}
        </p>
        <ButtonLink to="/">Go to Kuza</ButtonLink>
      </Gone>
    );
  }
  return (
    <Page>
      <ResumePreview
        {...data.header}
        template={data.template}
        profileImageUrl={data.profileImageUrl}
        sections={data.sections}
        level={1}
      />
      <Footer>Shared with Kuza · view only</Footer>
    </Page>
  );
}
