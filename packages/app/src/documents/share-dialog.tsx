import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShareInfo } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, ErrorState, Spinner, Stack, TextField } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import type { DocumentKind } from './document-api';

const messages = defineMessages({
  title: { id: 'app.share.title', defaultMessage: '{kind, select, deck {Share deck} other {Share resume}}' },
  description: {
    id: 'app.share.description',
    defaultMessage:
      '{kind, select, deck {Anyone with the link can view this deck, read-only. No sign-in needed.} other {Anyone with the link can view this resume, read-only. No sign-in needed.}}',
  },
  loading: { id: 'app.share.loading', defaultMessage: 'Loading the share link' },
  notLoaded: { id: 'app.share.notLoaded', defaultMessage: 'The share link could not be loaded.' },
  failed: { id: 'app.share.failed', defaultMessage: 'That did not work. Please try again.' },
  copied: { id: 'app.share.copied', defaultMessage: 'Link copied' },
  copyFailed: { id: 'app.share.copyFailed', defaultMessage: 'Copy failed: select the link and copy it yourself' },
  link: { id: 'app.share.link', defaultMessage: 'Share link' },
  copy: { id: 'app.share.copy', defaultMessage: 'Copy link' },
  viewed: { id: 'app.share.viewed', defaultMessage: 'Viewed {views, plural, one {# time} other {# times}}' },
  revoking: { id: 'app.share.revoking', defaultMessage: 'Revoking' },
  revoked: {
    id: 'app.share.revoked',
    defaultMessage:
      '{kind, select, deck {Link revoked: it no longer opens the deck.} other {Link revoked: it no longer opens the resume.}}',
  },
  revoke: { id: 'app.share.revoke', defaultMessage: 'Revoke link' },
  notShared: {
    id: 'app.share.notShared',
    defaultMessage: '{kind, select, deck {This deck is not shared.} other {This resume is not shared.}}',
  },
  earlierViews: {
    id: 'app.share.earlierViews',
    defaultMessage: 'Earlier links were viewed {views, plural, one {# time} other {# times}}.',
  },
  creating: { id: 'app.share.creating', defaultMessage: 'Creating' },
  created: { id: 'app.share.created', defaultMessage: 'Link created' },
  create: { id: 'app.share.create', defaultMessage: 'Create link' },
});

/** The remote's RTK Query hooks for one document's share link (GET, POST and DELETE …/:id/share). */
export interface ShareHooks {
  useShareQuery: (
    id: string,
    options: { refetchOnMountOrArgChange: true },
  ) => { data?: ShareInfo; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  useCreateMutation: () => readonly [ShareTrigger, { isLoading: boolean }];
  useRevokeMutation: () => readonly [ShareTrigger, { isLoading: boolean }];
}

type ShareTrigger = (id: string) => { unwrap: () => Promise<ShareInfo> };

export interface ShareDialogProps {
  documentId: string;
  /** The document shared, as the dialog names it. */
  kind: DocumentKind;
  open: boolean;
  onClose: () => void;
  hooks: ShareHooks;
  /** The public page of the API's share path, on this site. */
  publicLink: (path: string) => string;
}

const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  > :first-child {
    flex: 1;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    fallback?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** Share: create a view-only public link, copy it, see how often it was opened, revoke it. */
export function ShareDialog({ kind, open, onClose, ...body }: ShareDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(messages.title, { kind })}
      description={t(messages.description, { kind })}
    >
      {open && <ShareBody kind={kind} {...body} />}
    </Dialog>
  );
}

function ShareBody({ documentId, kind, hooks, publicLink }: Omit<ShareDialogProps, 'open' | 'onClose'>) {
  const { t } = useI18n();
  const query = hooks.useShareQuery(documentId, { refetchOnMountOrArgChange: true });
  const [create, creating] = hooks.useCreateMutation();
  const [revoke, revoking] = hooks.useRevokeMutation();
  const [latest, setLatest] = useState<ShareInfo>();
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const share = latest ?? query.data;
  const url = share?.active && share.path ? publicLink(share.path) : '';
  // Create and Revoke replace each other: keep the focus in the dialog (Escape and Tab still work).
  const acted = useRef(false);
  useEffect(() => {
    if (!acted.current) return;
    if (url) inputRef.current?.focus();
    else createRef.current?.focus();
  }, [url]);

  if (query.isLoading) return <Spinner label={t(messages.loading)} />;
  if (!share) {
    return (
      <ErrorState message={errorMessage(query.error, t(messages.notLoaded))} onRetry={() => void query.refetch()} />
    );
  }

  const act = async (trigger: ShareTrigger, done: string) => {
    setError(undefined);
    setNote(undefined);
    try {
      acted.current = true;
      setLatest(await trigger(documentId).unwrap());
      setNote(done);
    } catch (caught) {
      setError(errorMessage(caught, t(messages.failed)));
    }
  };

  const copy = async () => setNote(t((await copyText(url, inputRef.current)) ? messages.copied : messages.copyFailed));

  const views = share.views;
  return (
    <Stack gap="md">
      {url ? (
        <>
          <LinkRow>
            <TextField
              ref={inputRef}
              label={t(messages.link)}
              name="share-link"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t(messages.copy)}
            </Button>
          </LinkRow>
          <Muted>{t(messages.viewed, { views })}</Muted>
          <div>
            <Button
              variant="danger"
              loading={revoking.isLoading}
              loadingLabel={t(messages.revoking)}
              onClick={() => void act(revoke, t(messages.revoked, { kind }))}
            >
              {t(messages.revoke)}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Muted>
            {t(messages.notShared, { kind })} {views > 0 && t(messages.earlierViews, { views })}
          </Muted>
          <div>
            <Button
              ref={createRef}
              loading={creating.isLoading}
              loadingLabel={t(messages.creating)}
              onClick={() => void act(create, t(messages.created))}
            >
              {t(messages.create)}
            </Button>
          </div>
        </>
      )}
      <Muted aria-live="polite">{note}</Muted>
      {error && <p role="alert">{error}</p>}
    </Stack>
  );
}
