import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShareInfo } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, Spinner, TextField } from '@kuza/ui';
import { useDeckShareCreateMutation, useDeckShareGetQuery, useDeckShareRevokeMutation } from '../decks/api';

export interface ShareDialogProps {
  deckId: string;
  onClose: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;

const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  > :first-child {
    flex: 1;
  }
`;

const Muted = styled.p`
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

/** A view-only public link to the deck: create it, copy it, see how often it was opened, revoke it. */
export function ShareDialog({ deckId, onClose }: ShareDialogProps) {
  const query = useDeckShareGetQuery(deckId, { refetchOnMountOrArgChange: true });
  const [create, creating] = useDeckShareCreateMutation();
  const [revoke, revoking] = useDeckShareRevokeMutation();
  const [latest, setLatest] = useState<ShareInfo>();
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const share = latest ?? query.data;
  const url = share?.active && share.path ? `${window.location.origin}${share.path}` : '';
  const createRef = useRef<HTMLButtonElement>(null);
  // Create and Revoke replace each other: keep the focus in the dialog (Escape and Tab still work).
  const active = share?.active;
  const acted = useRef(false);
  useEffect(() => {
    if (!acted.current) return;
    if (active) inputRef.current?.focus();
    else createRef.current?.focus();
  }, [active]);

  const act = async (action: () => Promise<ShareInfo>, done: string) => {
    setError(undefined);
    setNote(undefined);
    try {
      acted.current = true;
      setLatest(await action());
      setNote(done);
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Please try again.'));
    }
  };

  const copy = async () =>
    setNote((await copyText(url, inputRef.current)) ? 'Link copied' : 'Select the link and copy it');

  const views = share?.views ?? 0;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Share deck"
      description="Anyone with the link can view this deck, read-only. No sign-in needed."
    >
      <Body>
        {query.isLoading && <Spinner label="Loading the share link" />}
        {query.isError && !share && <p role="alert">{errorMessage(query.error, 'Could not load the share link')}</p>}
        {share && !share.active && (
          <Button
            ref={createRef}
            loading={creating.isLoading}
            onClick={() => void act(() => create(deckId).unwrap(), 'Link created')}
          >
            Create link
          </Button>
        )}
        {share?.active && (
          <>
            <LinkRow>
              <TextField
                ref={inputRef}
                label="Share link"
                name="share-link"
                readOnly
                value={url}
                onFocus={(e) => e.target.select()}
              />
              <Button variant="secondary" onClick={() => void copy()}>
                Copy
              </Button>
            </LinkRow>
            <Muted>
              Viewed {views} {views === 1 ? 'time' : 'times'}
            </Muted>
            <div>
              <Button
                variant="danger"
                loading={revoking.isLoading}
                onClick={() => void act(() => revoke(deckId).unwrap(), 'Link revoked: it no longer opens the deck.')}
              >
                Revoke link
              </Button>
            </div>
          </>
        )}
        <p aria-live="polite">{note}</p>
        {error && <p role="alert">{error}</p>}
      </Body>
    </Dialog>
  );
}
