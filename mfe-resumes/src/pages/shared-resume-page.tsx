import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RESUME_MESSAGES, sharedResumeName, type SharedResume } from '@kuza/contracts';
import { useDocumentTitle, useServerDrawnData } from '@kuza/app';
import { ButtonLink, PageLoader } from '@kuza/ui';
import { SharedResumeView } from '@kuza/ui/shared-resume';
import { useResumeSharedQuery } from '../features/resumes/api';

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

/** /share/resume/:token: the resume read-only, for anyone with the link; revoked or unknown links say so. */
export default function SharedResumePage() {
  const { token = '' } = useParams();
  // The resume as the share page's HTML was drawn from (which counted the view): no second request.
  const drawn = useServerDrawnData<SharedResume>();
  const query = useResumeSharedQuery(token, { skip: drawn !== undefined });
  const { isLoading, isError, error } = query;
  const data = query.data ?? drawn;
  useDocumentTitle(data && sharedResumeName(data));

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
  return <SharedResumeView resume={data} />;
}
