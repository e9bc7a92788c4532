import { useState } from 'react';
import styled from 'styled-components';
import type { DeckLink, DeckLinkRow, LinkedKind } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, ErrorState, Panel, PlainList, Spinner, Stack } from '@kuza/ui';
import { defineMessages, i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
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

const messages = defineMessages({
  verifiedEmail: { id: 'app.links.verifiedEmail', defaultMessage: 'Verified e-mail' },
  passcode: { id: 'app.links.passcode', defaultMessage: 'Passcode' },
  nda: { id: 'app.links.nda', defaultMessage: 'NDA' },
  expires: { id: 'app.links.expires', defaultMessage: 'Expires {date}' },
  downloadAllowed: { id: 'app.links.downloadAllowed', defaultMessage: 'Download allowed' },
  watermark: { id: 'app.links.watermark', defaultMessage: 'Watermark' },
  noQuestions: { id: 'app.links.noQuestions', defaultMessage: 'Opens with no questions' },
  noVisits: { id: 'app.links.noVisits', defaultMessage: 'No visits yet' },
  visits: {
    id: 'app.links.visitCount',
    defaultMessage: '{visits, plural, one {# visit} other {# visits}}{last, select, none {} other {, last on {last}}}',
  },
  changesSaved: { id: 'app.links.changesSaved', defaultMessage: '{label}: changes saved' },
  created: { id: 'app.links.created', defaultMessage: 'Link for {label} created' },
  loading: { id: 'app.links.loading', defaultMessage: 'Loading the links' },
  notLoaded: { id: 'app.links.notLoaded', defaultMessage: 'The links could not be loaded.' },
  copied: { id: 'app.links.copied', defaultMessage: 'Link for {label} copied' },
  copyFailed: { id: 'app.links.copyFailed', defaultMessage: 'Copy failed: the link is {url}' },
  revoked: {
    id: 'app.links.revoked',
    defaultMessage:
      '{kind, select, deck {{label}: link revoked, it no longer opens the deck} other {{label}: link revoked, it no longer opens the resume}}',
  },
  notRevoked: { id: 'app.links.notRevoked', defaultMessage: 'The link could not be revoked. Please try again.' },
  none: {
    id: 'app.links.none',
    defaultMessage:
      '{kind, select, deck {No investor links yet. Make one per investor to see who opened the deck and for how long.} other {No investor links yet. Make one per investor to see who opened the resume and for how long.}}',
  },
  list: { id: 'app.links.list', defaultMessage: 'Investor links' },
  isRevoked: { id: 'app.links.isRevoked', defaultMessage: 'Revoked' },
  confirmRevoke: {
    id: 'app.links.confirmRevoke',
    defaultMessage:
      '{kind, select, deck {Revoke the link for {label}? It stops opening the deck at once.} other {Revoke the link for {label}? It stops opening the resume at once.}}',
  },
  revoking: { id: 'app.links.revoking', defaultMessage: 'Revoking' },
  revokeLink: { id: 'app.links.revokeLink', defaultMessage: 'Revoke link' },
  keep: { id: 'app.links.keep', defaultMessage: 'Keep it' },
  copyLabel: { id: 'app.links.copyLabel', defaultMessage: 'Copy the link for {label}' },
  copy: { id: 'app.links.copy', defaultMessage: 'Copy link' },
  visitsLabel: { id: 'app.links.visitsLabel', defaultMessage: 'Visits of {label}' },
  visitsButton: { id: 'app.links.visitsButton', defaultMessage: 'Visits' },
  changeLabel: { id: 'app.links.changeLabel', defaultMessage: 'Change {label}' },
  change: { id: 'app.links.change', defaultMessage: 'Change' },
  revokeLabel: { id: 'app.links.revokeLabel', defaultMessage: 'Revoke {label}' },
  revoke: { id: 'app.links.revoke', defaultMessage: 'Revoke' },
  newLink: { id: 'app.links.newLink', defaultMessage: 'New investor link' },
});

const day = (iso: string) => i18n.formatDate(iso, { dateStyle: 'medium' });

/** A link's settings in a few words, in the page's language. */
export function settingsOf(link: DeckLink): string {
  const parts = [
    link.requireEmail && i18n.t(messages.verifiedEmail),
    link.hasPasscode && i18n.t(messages.passcode),
    link.nda && i18n.t(messages.nda),
    link.expiresAt && i18n.t(messages.expires, { date: day(link.expiresAt) }),
    link.allowDownload && i18n.t(messages.downloadAllowed),
    link.watermark && i18n.t(messages.watermark),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : i18n.t(messages.noQuestions);
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
  const { t } = useI18n();
  if (!visits) return <Muted>{t(messages.noVisits)}</Muted>;
  return <Muted>{t(messages.visits, { visits, last: lastVisitAt ? day(lastVisitAt) : 'none' })}</Muted>;
}

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit' | 'visits' | 'revoke'; link: DeckLink };

/**
 * The investor links of a deck or a resume (`kind`, `documentId`): one per recipient, each with its
 * gate, its visits, and a way to cut it off.
 */
export function LinksPanel({ kind, documentId }: { kind: LinkedKind; documentId: string }) {
  const { t } = useI18n();
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
            done(t(link ? messages.changesSaved : messages.created, { label: saved.link.label }));
            return undefined;
          } catch (caught) {
            return saveProblem(caught);
          }
        }}
      />
    );
  }

  if (list.isLoading) return <Spinner label={t(messages.loading)} />;
  if (!list.data) {
    return <ErrorState message={errorMessage(list.error, t(messages.notLoaded))} onRetry={() => void list.refetch()} />;
  }
  const links = list.data.items;
  const copy = async (link: DeckLink) =>
    setNote(
      (await copyText(link.url))
        ? t(messages.copied, { label: link.label })
        : t(messages.copyFailed, { url: link.url }),
    );
  const confirmRevoke = async (link: DeckLink) => {
    setError(undefined);
    try {
      await revoke({ document, linkId: link.id }).unwrap();
      done(t(messages.revoked, { label: link.label, kind }));
    } catch (caught) {
      setError(errorMessage(caught, t(messages.notRevoked)));
    }
  };

  return (
    <Stack gap="md">
      {links.length === 0 ? (
        <Muted>{t(messages.none, { kind })}</Muted>
      ) : (
        <PlainList aria-label={t(messages.list)}>
          {links.map((link) => (
            <Panel as="li" key={link.id}>
              <h4>{link.label}</h4>
              <Muted>{link.revoked ? t(messages.isRevoked) : settingsOf(link)}</Muted>
              <Visits link={link} />
              {mode.kind === 'revoke' && mode.link.id === link.id ? (
                <Stack direction="row" gap="sm" wrap align="center">
                  <span>{t(messages.confirmRevoke, { label: link.label, kind })}</span>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={revoking.isLoading}
                    loadingLabel={t(messages.revoking)}
                    onClick={() => void confirmRevoke(link)}
                  >
                    {t(messages.revokeLink)}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setMode({ kind: 'list' })}>
                    {t(messages.keep)}
                  </Button>
                </Stack>
              ) : (
                <Stack direction="row" gap="sm" wrap>
                  {!link.revoked && (
                    <Button
                      size="sm"
                      aria-label={t(messages.copyLabel, { label: link.label })}
                      onClick={() => void copy(link)}
                    >
                      {t(messages.copy)}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t(messages.visitsLabel, { label: link.label })}
                    onClick={() => setMode({ kind: 'visits', link })}
                  >
                    {t(messages.visitsButton)}
                  </Button>
                  {!link.revoked && (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t(messages.changeLabel, { label: link.label })}
                        onClick={() => setMode({ kind: 'edit', link })}
                      >
                        {t(messages.change)}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t(messages.revokeLabel, { label: link.label })}
                        onClick={() => setMode({ kind: 'revoke', link })}
                      >
                        {t(messages.revoke)}
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
        <Button onClick={() => setMode({ kind: 'new' })}>{t(messages.newLink)}</Button>
      </div>
      <Muted aria-live="polite">{note}</Muted>
      {error && <p role="alert">{error}</p>}
    </Stack>
  );
}
