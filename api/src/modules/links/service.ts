import { randomBytes } from 'node:crypto';
import type { CreateLinkInput, DeckLink, DeckLinkRow, LinkAnalytics, UpdateLinkInput } from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../auth/secrets';
import type { DocumentKind } from '../documents/share-views';
import type { User } from '../users/model';
import { linkAlerts } from './alerts';
import { linksOf, type LinkRecord, type VisitRecord } from './model';
import { LINK_MESSAGES, visitFlow, type VisitDeps } from './visits';

/** What the visits need, and the web site's address, which a link's URL starts with. */
export interface LinkServiceDeps extends Omit<VisitDeps, 'now' | 'alerts'> {
  webUrl: string;
  now?: () => Date;
}

export type LinkService = ReturnType<typeof createLinkService>;

const seconds = (ms: number) => Math.round(ms / 1000);

/** The visits a link's owner is shown and counted: opened (past any mailed code), and not by the document's own team. */
const SHOWN_VISITS = { state: 'open', team: { $ne: true } } as const;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * Named links to a deck or a resume, each with its own gate, and the visits made through them: who
 * (when the link asks for a verified e-mail), when, and the active seconds per slide or section.
 * Every owner's call names the kind of document and is checked with that document's own access.
 */
export function createLinkService({
  links,
  visits,
  kinds,
  users,
  mailer,
  shared,
  webUrl,
  apiUrl,
  log,
  now = () => new Date(),
}: LinkServiceDeps) {
  const alerts = linkAlerts({ links, visits, kinds, users, mailer, webUrl, now });
  const viewer = visitFlow({ links, visits, kinds, users, mailer, shared, log, now, alerts, apiUrl });

  function toLink(kind: DocumentKind, record: LinkRecord): DeckLink {
    const path = `/share/${kind}/${record.token}`;
    return {
      id: String(record._id),
      token: record.token,
      path,
      url: `${webUrl}${path}`,
      label: record.label,
      requireEmail: record.requireEmail,
      hasPasscode: !!record.passcodeHash,
      ...(record.expiresAt ? { expiresAt: record.expiresAt.toISOString() } : {}),
      allowDownload: record.allowDownload,
      watermark: record.watermark,
      ...(record.nda ? { nda: record.nda } : {}),
      revoked: !!record.revokedAt,
      createdAt: record.createdAt.toISOString(),
    };
  }

  /** One of the document's links, after the document's own access check (404 outside the workspace). */
  async function ownLink(user: User, kind: DocumentKind, id: string, linkId: string, need: 'read' | 'edit') {
    const document = await kinds[kind].access(user, id, need);
    const link = /^[0-9a-f]{24}$/i.test(linkId)
      ? await links.findOne({ _id: linkId, ...linksOf(kind, document._id) }).lean<LinkRecord>()
      : null;
    if (!link) throw new HttpError(404, LINK_MESSAGES.unknownLink);
    return link;
  }

  return {
    ...viewer,
    /** Mails the owner of each link whose first visit has settled (see alerts.ts); answers how many. */
    sendAlerts: alerts.sendDue,

    async create(user: User, kind: DocumentKind, id: string, input: CreateLinkInput): Promise<DeckLink> {
      const document = await kinds[kind].access(user, id, 'edit');
      const record = await links.create({
        kind,
        deckId: document._id,
        createdBy: user._id,
        token: randomBytes(24).toString('base64url'),
        label: input.label,
        requireEmail: input.requireEmail ?? false,
        ...(input.passcode ? { passcodeHash: await hashPassword(input.passcode) } : {}),
        ...(input.expiresAt ? { expiresAt: new Date(input.expiresAt) } : {}),
        allowDownload: input.allowDownload ?? false,
        watermark: input.watermark ?? false,
        ...(input.nda ? { nda: input.nda } : {}),
        createdAt: now(),
      });
      return toLink(kind, record.toObject());
    },

    /** The document's links, each with its visit count and last visit, counted in one query for all of them. */
    async list(user: User, kind: DocumentKind, id: string): Promise<DeckLinkRow[]> {
      const document = await kinds[kind].access(user, id, 'read');
      const rows = await links.find(linksOf(kind, document._id)).sort({ createdAt: 1 }).lean<LinkRecord[]>();
      const counts = await visits.aggregate<{ _id: LinkRecord['_id']; visits: number; last: Date }>([
        { $match: { linkId: { $in: rows.map((row) => row._id) }, ...SHOWN_VISITS } },
        { $group: { _id: '$linkId', visits: { $sum: 1 }, last: { $max: '$startedAt' } } },
      ]);
      const byLink = new Map(counts.map((count) => [String(count._id), count]));
      return rows.map((row) => {
        const count = byLink.get(String(row._id));
        return {
          ...toLink(kind, row),
          visits: count?.visits ?? 0,
          ...(count ? { lastVisitAt: count.last.toISOString() } : {}),
        };
      });
    },

    async update(
      user: User,
      kind: DocumentKind,
      id: string,
      linkId: string,
      input: UpdateLinkInput,
    ): Promise<DeckLink> {
      const link = await ownLink(user, kind, id, linkId, 'edit');
      const set: Partial<LinkRecord> = {};
      const unset: Record<string, 1> = {};
      if (input.label !== undefined) set.label = input.label;
      if (input.requireEmail !== undefined) set.requireEmail = input.requireEmail;
      if (input.allowDownload !== undefined) set.allowDownload = input.allowDownload;
      if (input.watermark !== undefined) set.watermark = input.watermark;
      if (input.passcode === null || input.passcode === '') unset.passcodeHash = 1;
      else if (input.passcode !== undefined) set.passcodeHash = await hashPassword(input.passcode);
      if (input.expiresAt === null) unset.expiresAt = 1;
      else if (input.expiresAt !== undefined) set.expiresAt = new Date(input.expiresAt);
      if (input.nda === null || input.nda === '') unset.nda = 1;
      else if (input.nda !== undefined) set.nda = input.nda;
      // A stricter gate (a new passcode, an e-mail or NDA now asked) applies to viewers already in.
      const stricter =
        (set.requireEmail && !link.requireEmail) ||
        !!set.passcodeHash ||
        (set.nda !== undefined && set.nda !== link.nda);
      if (stricter) set.gateSince = now();
      const updated = await links
        .findOneAndUpdate({ _id: link._id }, { $set: set, $unset: unset }, { returnDocument: 'after' })
        .lean<LinkRecord>();
      if (!updated) throw new HttpError(404, LINK_MESSAGES.unknownLink);
      return toLink(kind, updated);
    },

    async revoke(user: User, kind: DocumentKind, id: string, linkId: string): Promise<DeckLink> {
      const link = await ownLink(user, kind, id, linkId, 'edit');
      const updated = await links
        .findOneAndUpdate(
          { _id: link._id },
          { $set: { revokedAt: link.revokedAt ?? now() } },
          { returnDocument: 'after' },
        )
        .lean<LinkRecord>();
      return toLink(kind, updated ?? link);
    },

    async analytics(user: User, kind: DocumentKind, id: string, linkId: string): Promise<LinkAnalytics> {
      const link = await ownLink(user, kind, id, linkId, 'read');
      const rows = await visits
        .find({ linkId: link._id, ...SHOWN_VISITS })
        .sort({ startedAt: 1 })
        .lean<VisitRecord[]>();
      const shown = rows.map((visit) => ({
        ...(visit.email ? { email: visit.email } : {}),
        startedAt: visit.startedAt.toISOString(),
        seconds: seconds(visit.activeMs),
        downloaded: visit.downloaded,
        device: visit.device,
        slides: visit.slides.map((slide) => ({ index: slide.index, seconds: seconds(slide.ms) })),
      }));
      const last = rows[rows.length - 1];
      return {
        summary: {
          visits: rows.length,
          viewers: new Set(rows.map((visit) => visit.email ?? visit._id)).size,
          totalSeconds: seconds(rows.reduce((sum, visit) => sum + visit.activeMs, 0)),
          medianSeconds: median(shown.map((visit) => visit.seconds)),
          ...(last ? { lastVisitAt: last.startedAt.toISOString() } : {}),
        },
        visits: shown,
      };
    },
  };
}
