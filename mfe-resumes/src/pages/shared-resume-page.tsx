import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RESUME_MESSAGES, sharedResumeName, type SharedResume } from '@kuza/contracts';
import {
  isLinkToken,
  LinkDocumentView,
  useDocumentTitle,
  usePartInView,
  useServerDrawnData,
  Watermark,
  type LinkShown,
} from '@kuza/app';
import { ButtonLink, PageLoader } from '@kuza/ui';
import { SharedResumeView } from '@kuza/ui/shared-resume';
import { useResumeSharedQuery } from '../features/resumes/api';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../i18n';

const messages = defineMessages({
  opening: { id: 'resumes.shared.opening', defaultMessage: 'Opening the shared resume' },
  failed: { id: 'resumes.shared.failed', defaultMessage: 'This resume could not be loaded' },
  stopped: {
    id: 'resumes.shared.stopped',
    defaultMessage: 'The owner may have stopped sharing it. Ask them for a new link.',
  },
  connection: { id: 'resumes.shared.connection', defaultMessage: 'Check your connection and try again.' },
  home: { id: 'resumes.shared.home', defaultMessage: 'Go to Kuza' },
});

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

const Download = styled.div`
  display: flex;
  justify-content: flex-end;
  max-width: 60rem;
  margin: ${({ theme }) => theme.spacing.md} auto 0;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/**
 * /share/resume/:token: the resume read-only, for anyone with the link; revoked or unknown links
 * say so. A named link's token (32 characters) asks its gate first (`LinkDocumentView` of @kuza/app).
 */
export default function SharedResumePage() {
  const { token = '' } = useParams();
  return isLinkToken(token) ? (
    <LinkDocumentView<SharedResume> address={{ kind: 'resume', token }} nameOf={sharedResumeName}>
      {(shown) => <LinkedResume {...shown} />}
    </LinkDocumentView>
  ) : (
    <OpenResume token={token} />
  );
}

/** A resume past its link's gate: under the link's watermark, its time per section reported as the viewer scrolls. */
function LinkedResume({ document: resume, watermark, download, onPart }: LinkShown<SharedResume>) {
  const page = useRef<HTMLDivElement>(null);
  // A section is known by its heading: the page leaves empty sections out.
  const indexOf = (section: Element) =>
    resume.sections.findIndex((part) => part.label.trim() === section.querySelector('h2, h3')?.textContent?.trim());
  usePartInView(page, 'section', indexOf, onPart);
  return (
    <Watermark text={watermark}>
      <div ref={page}>
        {download && <Download>{download}</Download>}
        <SharedResumeView resume={resume} />
      </div>
    </Watermark>
  );
}

/** The resume's own view-only link. */
function OpenResume({ token }: { token: string }) {
  const { t } = useResumesI18n();
  // The resume as the share page's HTML was drawn from (which counted the view): no second request.
  const drawn = useServerDrawnData<SharedResume>();
  const query = useResumeSharedQuery(token, { skip: drawn !== undefined });
  const { isLoading, isError, error } = query;
  const data = query.data ?? drawn;
  useDocumentTitle(data && sharedResumeName(data));

  if (isLoading) return <PageLoader label={t(messages.opening)} />;
  if (isError || !data) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Gone>
        <GoneTitle>{missing ? t(RESUME_MESSAGES.shareNotFound) : t(messages.failed)}</GoneTitle>
        <p>{missing ? t(messages.stopped) : t(messages.connection)}</p>
        <ButtonLink to="/">{t(messages.home)}</ButtonLink>
      </Gone>
    );
  }
  return <SharedResumeView resume={data} />;
}
