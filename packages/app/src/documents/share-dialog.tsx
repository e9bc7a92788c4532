import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShareInfo } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, ErrorState, Spinner, Stack, TextField } from '@kuza/ui';

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
  /** 'deck' / 'resume', as the dialog names the document. */
  noun: string;
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
export function ShareDialog({ noun, open, onClose, ...body }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Share ${noun}`}
      description={`Anyone with the link can view this ${noun}, read-only. No sign-in needed.`}
    >
      {open && <ShareBody noun={noun} {...body} />}
    </Dialog>
  );
}

function ShareBody({ documentId, noun, hooks, publicLink }: Omit<ShareDialogProps, 'open' | 'onClose'>) {
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

  if (query.isLoading) return <Spinner label="Loading the share link" />;
  if (!share) {
    return (
      <ErrorState
        message={errorMessage(query.error, 'The share link could not be loaded.')}
        onRetry={() => void query.refetch()}
      />
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
      setError(errorMessage(caught, 'That did not work. Please try again.'));
    }
  };

  const copy = async () =>
    setNote(
      (await copyText(url, inputRef.current)) ? 'Link copied' : 'Copy failed: select the link and copy it yourself',
    );

  const views = share.views;
  return (
    <Stack gap="md">
      {url ? (
        <>
          <LinkRow>
            <TextField
              ref={inputRef}
              label="Share link"
              name="share-link"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Copy link
            </Button>
          </LinkRow>
          <Muted>
            Viewed {views} {views === 1 ? 'time' : 'times'}
          </Muted>
          <div>
            <Button
              variant="danger"
              loading={revoking.isLoading}
              loadingLabel="Revoking"
              onClick={() => void act(revoke, `Link revoked: it no longer opens the ${noun}.`)}
            >
              Revoke link
            </Button>
          </div>
        </>
      ) : (
        <>
          <Muted>
            This {noun} is not shared.{' '}
            {views > 0 && `Earlier links were viewed ${views} ${views === 1 ? 'time' : 'times'}.`}
          </Muted>
          <div>
            <Button
              ref={createRef}
              loading={creating.isLoading}
              loadingLabel="Creating"
              onClick={() => void act(create, 'Link created')}
            >
              Create link
            </Button>
          </div>
        </>
      )}
      <Muted aria-live="polite">{note}</Muted>
      {error && <p role="alert">{error}</p>}
    </Stack>
  );
}
