import { useState } from 'react';
import styled from 'styled-components';
import type { LinkGateCode } from '@kuza/contracts';
import { useDocumentTitle } from '@kuza/app';
import { getRuntimeConfig } from '@kuza/store';
import { Button, PageLoader } from '@kuza/ui';
import { linkPdfUrl, useLinkViewQuery } from '../links/api';
import { useActivityReporter } from '../links/use-activity-reporter';
import { LinkGate, type GateQuestion } from './link-gate';
import { ShareMessage } from './share-message';
import { SharedDeckReader } from './shared-deck-reader';

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
`;

interface ApiError {
  status?: number | string;
  data?: { error?: string; code?: LinkGateCode; nda?: string };
}

/** What a closed gate asked, from the API's 401; undefined for any other answer. */
export function gateQuestionOf(error: unknown): GateQuestion | undefined {
  const { status, data } = (error ?? {}) as ApiError;
  if (status !== 401 || !data?.code) return undefined;
  return { code: data.code, message: data.error ?? '', ...(data.nda ? { nda: data.nda } : {}) };
}

/** A deck behind a named link: its gate first, then the deck, with the viewer's time reported. */
export function LinkDeckView({ token }: { token: string }) {
  const query = useLinkViewQuery(token);
  const [passedVisit, setPassedVisit] = useState<string>();
  const [slide, setSlide] = useState(0);
  const view = query.isError ? undefined : query.data;
  useDocumentTitle(view?.deck.name);
  // A report refused as the link was revoked or expired asks again, and the page says so at once.
  useActivityReporter(token, view ? (view.visitId ?? passedVisit) : undefined, slide, () => void query.refetch());

  if (query.isLoading) return <PageLoader label="Loading the deck" />;
  if (!view) {
    const status = (query.error as ApiError | undefined)?.status;
    const question = gateQuestionOf(query.error);
    if (question) {
      return (
        <LinkGate
          token={token}
          question={question}
          onOpen={(visitId) => {
            setPassedVisit(visitId);
            void query.refetch();
          }}
          onGone={() => void query.refetch()}
        />
      );
    }
    if (status === 410 || status === 404) {
      return (
        <ShareMessage
          title={status === 410 ? 'This link has expired' : 'This link is no longer available'}
          text="Ask the person who sent it for a new link."
          action={<a href="/">Go to Kuza</a>}
        />
      );
    }
    return (
      <ShareMessage
        title="This deck could not be loaded"
        text="Check your connection and try again."
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  const download = view.allowDownload && (
    <Download href={linkPdfUrl(getRuntimeConfig().apiUrl, token)} download>
      Download PDF
    </Download>
  );
  return <SharedDeckReader deck={view.deck} extra={download} onSlide={setSlide} watermark={view.watermark} />;
}
