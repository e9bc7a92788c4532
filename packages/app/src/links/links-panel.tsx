import { useState } from 'react';
import styled from 'styled-components';
import type { DeckLink, DeckLinkRow, LinkedKind } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, ErrorState, Panel, PlainList, Spinner, Stack } from '@kuza/ui';
import {
  useLinkCreateMutation,
  useLinkListQuery,
  useLinkRevokeMutation,
  useLinkUpdateMutation,
  type LinkedDocument,
} from './api';
import { LinkAnalyticsView } from './link-analytics';
import { createInput, LinkForm, saveProblem, updateInput } from './link-form';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** A link's settings in a few words. */
export function settingsOf(link: DeckLink): string {
  const parts = [
    link.requireEmail && 'Verified e-mail',
    link.hasPasscode && 'Passcode',
    link.nda && 'NDA',
    link.expiresAt && `Expires ${day(link.expiresAt)}`,
    link.allowDownload && 'Download allowed',
    link.watermark && 'Watermark',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Opens with no questions';
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How often a link was opened and when last, as the list gives them. */
function Visits({ link: { visits, lastVisitAt } }: { link: DeckLinkRow }) {
  if (!visits) return <Muted>No visits yet</Muted>;
  return (
    <Muted>
      {visits} {visits === 1 ? 'visit' : 'visits'}
      {lastVisitAt && `, last on ${day(lastVisitAt)}`}
    </Muted>
  );
}

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit' | 'visits' | 'revoke'; link: DeckLink };

/**
 * The investor links of a deck or a resume (`kind`, `documentId`): one per recipient, each with its
 * gate, its visits, and a way to cut it off.
 */
export function LinksPanel({ kind, documentId }: { kind: LinkedKind; documentId: string }) {
  const document: LinkedDocument = { kind, id: documentId };
  const list = useLinkListQuery(document, { refetchOnMountOrArgChange: true });
  const [create] = useLinkCreateMutation();
  const [update] = useLinkUpdateMutation();
  const [revoke, revoking] = useLinkRevokeMutation();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const done = (message: string) => {
    setMode({ kind: 'list' });
    setNote(message);
  };

  if (mode.kind === 'visits') {
    const back = () => {
      setMode({ kind: 'list' });
      // The visits just read may be newer than the list's counts.
      void list.refetch();
    };
    return <LinkAnalyticsView document={document} link={mode.link} onBack={back} />;
  }
  if (mode.kind === 'new' || mode.kind === 'edit') {
    const link = mode.kind === 'edit' ? mode.link : undefined;
    return (
      <LinkForm
        kind={kind}
        link={link}
        onCancel={() => setMode({ kind: 'list' })}
        onSave={async (values) => {
          try {
            const saved = link
              ? await update({ document, linkId: link.id, ...updateInput(values) }).unwrap()
              : await create({ document, ...createInput(values) }).unwrap();
            done(link ? `${saved.link.label}: changes saved` : `Link for ${saved.link.label} created`);
            return undefined;
          } catch (caught) {
            return saveProblem(caught);
          }
        }}
      />
    );
  }

  if (list.isLoading) return <Spinner label="Loading the links" />;
  if (!list.data) {
    return (
      <ErrorState
        message={errorMessage(list.error, 'The links could not be loaded.')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const links = list.data.items;
  const copy = async (link: DeckLink) =>
    setNote((await copyText(link.url)) ? `Link for ${link.label} copied` : `Copy failed: the link is ${link.url}`);
  const confirmRevoke = async (link: DeckLink) => {
    setError(undefined);
    try {
      await revoke({ document, linkId: link.id }).unwrap();
      done(`${link.label}: link revoked, it no longer opens the ${kind}`);
    } catch (caught) {
      setError(errorMessage(caught, 'The link could not be revoked. Please try again.'));
    }
  };

  return (
    <Stack gap="md">
      {links.length === 0 ? (
        <Muted>No investor links yet. Make one per investor to see who opened the {kind} and for how long.</Muted>
      ) : (
        <PlainList aria-label="Investor links">
          {links.map((link) => (
            <Panel as="li" key={link.id}>
              <h4>{link.label}</h4>
              <Muted>{link.revoked ? 'Revoked' : settingsOf(link)}</Muted>
              <Visits link={link} />
              {mode.kind === 'revoke' && mode.link.id === link.id ? (
                <Stack direction="row" gap="sm" wrap align="center">
                  <span>
                    Revoke the link for {link.label}? It stops opening the {kind} at once.
                  </span>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={revoking.isLoading}
                    loadingLabel="Revoking"
                    onClick={() => void confirmRevoke(link)}
                  >
                    Revoke link
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setMode({ kind: 'list' })}>
                    Keep it
                  </Button>
                </Stack>
              ) : (
                <Stack direction="row" gap="sm" wrap>
                  {!link.revoked && (
                    <Button size="sm" aria-label={`Copy the link for ${link.label}`} onClick={() => void copy(link)}>
                      Copy link
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Visits of ${link.label}`}
                    onClick={() => setMode({ kind: 'visits', link })}
                  >
                    Visits
                  </Button>
                  {!link.revoked && (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Change ${link.label}`}
                        onClick={() => setMode({ kind: 'edit', link })}
                      >
                        Change
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Revoke ${link.label}`}
                        onClick={() => setMode({ kind: 'revoke', link })}
                      >
                        Revoke
                      </Button>
                    </>
                  )}
                </Stack>
              )}
            </Panel>
          ))}
        </PlainList>
      )}
      <div>
        <Button onClick={() => setMode({ kind: 'new' })}>New investor link</Button>
      </div>
      <Muted aria-live="polite">{note}</Muted>
      {error && <p role="alert">{error}</p>}
    </Stack>
  );
}
