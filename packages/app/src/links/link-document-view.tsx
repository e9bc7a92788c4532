import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkGateCode } from '@kuza/contracts';
import { getRuntimeConfig } from '@kuza/store';
import { Button, PageLoader } from '@kuza/ui';
import { useDocumentTitle } from '../document-title';
import { linkPdfUrl, useLinkViewQuery, type LinkAddress, type LinkView } from './api';
import { LinkGate, type GateQuestion } from './link-gate';
import { ShareMessage } from './share-message';
import { useActivityReporter } from './use-activity-reporter';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  loading: {
    id: 'app.linkView.loading',
    defaultMessage: '{kind, select, deck {Loading the deck} other {Loading the resume}}',
  },
  expired: { id: 'app.linkView.expired', defaultMessage: 'This link has expired' },
  gone: { id: 'app.linkView.gone', defaultMessage: 'This link is no longer available' },
  askSender: { id: 'app.linkView.askSender', defaultMessage: 'Ask the person who sent it for a new link.' },
  home: { id: 'app.linkView.home', defaultMessage: 'Go to Kuza' },
  notLoaded: {
    id: 'app.linkView.notLoaded',
    defaultMessage: '{kind, select, deck {This deck could not be loaded} other {This resume could not be loaded}}',
  },
  checkConnection: { id: 'app.linkView.checkConnection', defaultMessage: 'Check your connection and try again.' },
  retry: { id: 'app.linkView.retry', defaultMessage: 'Try again' },
  pdf: { id: 'app.linkView.pdf', defaultMessage: 'Download PDF' },
});

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

/** What the kind's share page draws past the gate. */
export interface LinkShown<D> {
  document: D;
  /** The link's watermark words, when it asks for one. */
  watermark?: string;
  /** Download PDF, when the link allows it. */
  download: ReactNode;
  /** The slide or section now shown: the viewer's active time is counted on it. */
  onPart: (index: number) => void;
}

/**
 * A deck or a resume behind a named link: its gate first, then the document as `children` draws
 * it, with the viewer's active time per slide or section reported. Says when the link expired or
 * is gone, and never draws anything of the document before the gate.
 */
export function LinkDocumentView<D>({
  address,
  nameOf,
  children,
}: {
  address: LinkAddress;
  /** The page's title once the document is shown. */
  nameOf: (document: D) => string;
  children: (shown: LinkShown<D>) => ReactNode;
}) {
  const { t } = useI18n();
  const query = useLinkViewQuery(address);
  const [passedVisit, setPassedVisit] = useState<string>();
  const [part, setPart] = useState(0);
  const view: LinkView | undefined = query.isError ? undefined : query.data;
  const document = view?.document as D | undefined;
  useDocumentTitle(document === undefined ? undefined : nameOf(document));
  // A report refused as the link was revoked or expired asks again, and the page says so at once.
  useActivityReporter(address, view ? (view.visitId ?? passedVisit) : undefined, part, () => void query.refetch());

  const { kind } = address;
  if (query.isLoading) return <PageLoader label={t(messages.loading, { kind })} />;
  if (!view || document === undefined) {
    const status = (query.error as ApiError | undefined)?.status;
    const question = gateQuestionOf(query.error);
    if (question) {
      return (
        <LinkGate
          address={address}
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
          title={t(status === 410 ? messages.expired : messages.gone)}
          text={t(messages.askSender)}
          action={<a href="/">{t(messages.home)}</a>}
        />
      );
    }
    return (
      <ShareMessage
        title={t(messages.notLoaded, { kind })}
        text={t(messages.checkConnection)}
        action={<Button onClick={() => void query.refetch()}>{t(messages.retry)}</Button>}
      />
    );
  }
  const download = view.allowDownload && (
    <Download href={linkPdfUrl(getRuntimeConfig().apiUrl, address)} download>
      {t(messages.pdf)}
    </Download>
  );
  return <>{children({ document, watermark: view.watermark, download, onPart: setPart })}</>;
}
