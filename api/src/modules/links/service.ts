import { randomBytes } from 'node:crypto';
import {
  AUTH_LIMITS,
  type ActivityInput,
  type CreateLinkInput,
  type DeckLink,
  type LinkAnalytics,
  type LinkGateCode,
  type SharedDeck,
  type UpdateLinkInput,
  type VisitStartInput,
  type VisitVerifyInput,
} from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import type { SharedState } from '../../lib/shared-state';
import { MAIL_BUDGETS } from '../auth/limits';
import { hashOtp, hashPassword, newOtp, sameHash, verifyPassword } from '../auth/secrets';
import type { DeckService } from '../decks/service';
import { toDeck, toShared } from '../decks/views';
import type { Mailer } from '../mail/mailer';
import type { UserDirectory } from '../users/directory';
import { normalizeEmail } from '../users/email';
import type { User } from '../users/model';
import { linkAlerts } from './alerts';
import { linkCodeMail } from './mail';
import type { LinkModel, LinkRecord, VisitModel, VisitRecord } from './model';
import { deviceOf } from './visitors';

/** A link token: 32 URL-safe characters, longer than a deck's own share token (24), so the two never meet. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A viewer who comes back after this long starts a new visit (the old one is left as it ended). */
export const VISIT_IDLE_MS = 30 * 60_000;

export const LINK_MESSAGES = {
  notFound: 'This link does not exist or was revoked',
  expired: 'This link has expired',
  unknownLink: 'Link not found',
  unknownVisit: 'Unknown visit',
  slideOutOfRange: 'Slide is out of range',
  badCode: 'Invalid or expired code',
  downloadOff: 'Downloading is turned off for this link',
  robot: 'Link previews and robots are not visits',
  gate: {
    email_required: 'Enter your e-mail to view this deck',
    passcode_required: 'Enter the passcode to view this deck',
    nda_required: 'Accept the NDA to view this deck',
  } satisfies Record<LinkGateCode, string>,
  wrongPasscode: 'Wrong passcode',
} as const;

/** The answer of a closed gate: 401 with what the viewer must give first, and nothing of the deck. */
export class GateClosed extends HttpError {
  constructor(
    readonly code: LinkGateCode,
    message: string = LINK_MESSAGES.gate[code],
  ) {
    super(401, message);
  }
}

export interface LinkServiceDeps {
  links: LinkModel;
  visits: VisitModel;
  decks: Pick<DeckService, 'access'>;
  users: Pick<UserDirectory, 'byId' | 'byEmail'>;
  mailer: Pick<Mailer, 'queue'>;
  shared: Pick<SharedState, 'takeSlot'>;
  /** The web site's address, which a link's URL starts with. */
  webUrl: string;
  log: { error(object: unknown, message: string): void };
  now?: () => Date;
}

export type LinkService = ReturnType<typeof createLinkService>;

const newVisitId = () => randomBytes(16).toString('base64url');
const seconds = (ms: number) => Math.round(ms / 1000);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * Named links to a deck, each with its own gate, and the visits made through them: who (when the
 * link asks for a verified e-mail), when, and the active seconds per slide.
 */
export function createLinkService({
  links,
  visits,
  decks,
  users,
  mailer,
  shared,
  webUrl,
  log,
  now = () => new Date(),
}: LinkServiceDeps) {
  const alerts = linkAlerts({ links, visits, decks, users, mailer, webUrl, now });

  function toLink(record: LinkRecord): DeckLink {
    const path = `/share/deck/${record.token}`;
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

  /** One of the deck's links, after the deck's own access check (404 outside the workspace). */
  async function ownLink(user: User, deckId: string, linkId: string, need: 'read' | 'edit') {
    const deck = await decks.access(user, deckId, need);
    const link = /^[0-9a-f]{24}$/i.test(linkId)
      ? await links.findOne({ _id: linkId, deckId: deck._id }).lean<LinkRecord>()
      : null;
    if (!link) throw new HttpError(404, LINK_MESSAGES.unknownLink);
    return link;
  }

  /** The live link behind a token: 404 unknown or revoked, 410 expired; read on every request, so both act at once. */
  async function liveLink(token: string): Promise<LinkRecord> {
    const link = LINK_TOKEN.test(token) ? await links.findOne({ token }).lean<LinkRecord>() : null;
    if (!link || link.revokedAt) throw new HttpError(404, LINK_MESSAGES.notFound);
    if (link.expiresAt && link.expiresAt.getTime() <= now().getTime()) throw new HttpError(410, LINK_MESSAGES.expired);
    return link;
  }

  /**
   * The deck as the link's maker may read it: a link lives only as long as its maker's access, so a
   * link made by someone who left the workspace answers as a revoked one does.
   */
  async function deckOf(link: LinkRecord) {
    const maker = await users.byId(link.createdBy);
    if (!maker) throw new HttpError(404, LINK_MESSAGES.notFound);
    try {
      return await decks.access(maker, String(link.deckId), 'read');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, LINK_MESSAGES.notFound);
      throw error;
    }
  }

  /** What the gate asks of a viewer without a visit, in the order the API documents. */
  function gateOf(link: LinkRecord): LinkGateCode[] {
    return [
      ...(link.requireEmail ? (['email_required'] as const) : []),
      ...(link.passcodeHash ? (['passcode_required'] as const) : []),
      ...(link.nda ? (['nda_required'] as const) : []),
    ];
  }

  async function openVisit(visitId: string | undefined, link: LinkRecord) {
    if (!visitId || visitId.length > 64) return null;
    return visits
      .findOne({
        _id: visitId,
        linkId: link._id,
        state: 'open',
        ...(link.gateSince ? { startedAt: { $gte: link.gateSince } } : {}),
      })
      .lean<VisitRecord>();
  }

  /** Whether a verified address is a member's of the deck's own workspace: their views are not visits. */
  async function isTeam(link: LinkRecord, email: string | undefined): Promise<boolean> {
    const member = email ? await users.byEmail(email) : null;
    if (!member) return false;
    return decks.access(member, String(link.deckId), 'read').then(
      () => true,
      () => false,
    );
  }

  async function startOpenVisit(link: LinkRecord, userAgent: string | undefined, email?: string): Promise<string> {
    const deck = await deckOf(link);
    const team = await isTeam(link, email);
    const at = now();
    const slideCount = deck.slides?.length ?? 0;
    const visit = await visits.create({
      _id: newVisitId(),
      linkId: link._id,
      ...(email ? { email } : {}),
      state: 'open',
      codeAttempts: 0,
      startedAt: at,
      lastReportAt: at,
      activeMs: 0,
      slides: Array.from({ length: slideCount }, (_, index) => ({ index, ms: 0 })),
      slideCount,
      device: deviceOf(userAgent),
      downloaded: false,
      ...(team ? { team } : {}),
    });
    if (!team) await alerts.noteFirstVisit(link, visit._id);
    return visit._id;
  }

  /** Whether the address may be sent one more code: the same daily budget as account codes. */
  async function mayMail(email: string): Promise<boolean> {
    const { max, windowMs } = MAIL_BUDGETS.code;
    try {
      return (await shared.takeSlot(`mail-link-code:${email}`, max, windowMs)) !== undefined;
    } catch (error) {
      log.error({ err: error }, 'mail budget could not be counted');
      return false;
    }
  }

  return {
    /** Mails the owner of each link whose first visit has settled (see alerts.ts); answers how many. */
    sendAlerts: alerts.sendDue,

    async create(user: User, deckId: string, input: CreateLinkInput): Promise<DeckLink> {
      const deck = await decks.access(user, deckId, 'edit');
      const record = await links.create({
        deckId: deck._id,
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
      return toLink(record.toObject());
    },

    async list(user: User, deckId: string): Promise<DeckLink[]> {
      const deck = await decks.access(user, deckId, 'read');
      const rows = await links.find({ deckId: deck._id }).sort({ createdAt: 1 }).lean<LinkRecord[]>();
      return rows.map(toLink);
    },

    async update(user: User, deckId: string, linkId: string, input: UpdateLinkInput): Promise<DeckLink> {
      const link = await ownLink(user, deckId, linkId, 'edit');
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
      return toLink(updated);
    },

    async revoke(user: User, deckId: string, linkId: string): Promise<DeckLink> {
      const link = await ownLink(user, deckId, linkId, 'edit');
      const updated = await links
        .findOneAndUpdate(
          { _id: link._id },
          { $set: { revokedAt: link.revokedAt ?? now() } },
          { returnDocument: 'after' },
        )
        .lean<LinkRecord>();
      return toLink(updated ?? link);
    },

    /**
     * The deck behind a link for this viewer: with an open visit (the link's cookie) or through a
     * link that asks nothing, the shared deck; otherwise the gate's 401, and nothing of the deck.
     * A person's browser on an ungated link, or one back after VISIT_IDLE_MS, starts a new visit.
     */
    async view(
      token: string,
      viewer: {
        visitId?: string;
        userAgent?: string;
        isRobot: boolean;
        /** Whether this requester may start one more visit (a flood from one address makes none). */
        mayStart?: () => Promise<boolean>;
      },
    ): Promise<{ deck: SharedDeck; visitId?: string; newVisit: boolean }> {
      const link = await liveLink(token);
      const visit = await openVisit(viewer.visitId, link);
      const needs = gateOf(link);
      if (!visit && needs.length > 0) throw new GateClosed(needs[0]!);
      const deck = toShared(await deckOf(link));
      if (visit && now().getTime() - visit.lastReportAt.getTime() < VISIT_IDLE_MS) {
        return { deck, visitId: visit._id, newVisit: false };
      }
      if (viewer.isRobot || (viewer.mayStart && !(await viewer.mayStart()))) return { deck, newVisit: false };
      return { deck, visitId: await startOpenVisit(link, viewer.userAgent, visit?.email), newVisit: true };
    },

    /**
     * Passes the gate: the passcode and the NDA are checked here; a link that asks for an e-mail
     * mails a code and waits for it (`codeSent`), any other starts the visit at once.
     */
    async startVisit(
      token: string,
      input: VisitStartInput,
      viewer: { userAgent?: string; isRobot: boolean },
    ): Promise<{ visitId?: string; codeSent?: boolean }> {
      const link = await liveLink(token);
      if (viewer.isRobot) throw new HttpError(403, LINK_MESSAGES.robot);
      if (link.requireEmail && !input.email) throw new GateClosed('email_required');
      if (link.passcodeHash) {
        if (!input.passcode) throw new GateClosed('passcode_required');
        if (!(await verifyPassword(link.passcodeHash, input.passcode))) {
          throw new GateClosed('passcode_required', LINK_MESSAGES.wrongPasscode);
        }
      }
      if (link.nda && input.acceptNda !== true) throw new GateClosed('nda_required');
      if (!link.requireEmail) return { visitId: await startOpenVisit(link, viewer.userAgent) };

      const email = normalizeEmail(input.email!);
      const deck = await deckOf(link);
      const at = now();
      const ttl = AUTH_LIMITS.otpTtlMinutes * 60_000;
      // One waiting visit per address and link: asking again replaces the code.
      await visits.deleteMany({ linkId: link._id, email, state: 'pending' });
      const id = newVisitId();
      const code = newOtp();
      const slideCount = deck.slides?.length ?? 0;
      await visits.create({
        _id: id,
        linkId: link._id,
        email,
        state: 'pending',
        codeHash: hashOtp(code, id),
        codeAttempts: 0,
        codeExpiresAt: new Date(at.getTime() + ttl),
        pendingUntil: new Date(at.getTime() + ttl),
        startedAt: at,
        lastReportAt: at,
        activeMs: 0,
        slides: Array.from({ length: slideCount }, (_, index) => ({ index, ms: 0 })),
        slideCount,
        device: deviceOf(viewer.userAgent),
        downloaded: false,
      });
      // Past the address's budget the answer stays the same and nothing is sent.
      if (await mayMail(email)) mailer.queue(linkCodeMail(email, code, deck.name));
      return { codeSent: true };
    },

    /** The mailed code: 10 minutes, 5 tries, then a new code is needed. Opens the visit. */
    async verifyVisit(token: string, input: VisitVerifyInput): Promise<{ visitId: string }> {
      const link = await liveLink(token);
      const email = normalizeEmail(input.email);
      const refused = new HttpError(400, LINK_MESSAGES.badCode);
      const pending = await visits.findOne({ linkId: link._id, email, state: 'pending' }).lean<VisitRecord>();
      if (!pending?.codeHash || !pending.codeExpiresAt || pending.codeExpiresAt.getTime() <= now().getTime()) {
        throw refused;
      }
      // Counted before it is compared, in one write that checks the count (as account codes are).
      const counted = await visits.updateOne(
        { _id: pending._id, codeHash: pending.codeHash, codeAttempts: { $lt: AUTH_LIMITS.otpMaxWrongTries } },
        { $inc: { codeAttempts: 1 } },
      );
      if (counted.modifiedCount === 0) throw refused;
      if (!sameHash(hashOtp(input.code, pending._id), pending.codeHash)) throw refused;
      const at = now();
      const team = await isTeam(link, email);
      const opened = await visits.updateOne(
        { _id: pending._id, codeHash: pending.codeHash, state: 'pending' },
        {
          $set: { state: 'open', startedAt: at, lastReportAt: at, ...(team ? { team } : {}) },
          $unset: { codeHash: 1, codeExpiresAt: 1, pendingUntil: 1 },
        },
      );
      if (opened.modifiedCount === 0) throw refused;
      if (!team) await alerts.noteFirstVisit(link, pending._id);
      return { visitId: pending._id };
    },

    /**
     * Adds a report's active seconds to its slide, capped to the real time since the visit's last
     * report: a forged report cannot add more time than has passed. Two reports at once cannot
     * both spend the same time: the write checks the last report is still the one read.
     */
    async activity(token: string, input: ActivityInput): Promise<{ counted: number }> {
      const link = await liveLink(token);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const visit = await openVisit(input.visitId, link);
        if (!visit) throw new HttpError(404, LINK_MESSAGES.unknownVisit);
        if (input.slide >= visit.slideCount) throw new HttpError(400, LINK_MESSAGES.slideOutOfRange);
        const at = now();
        const elapsed = Math.max(0, at.getTime() - visit.lastReportAt.getTime());
        const credited = Math.min(Math.round(input.seconds * 1000), elapsed);
        const written = await visits.updateOne(
          { _id: visit._id, lastReportAt: visit.lastReportAt },
          { $set: { lastReportAt: at }, $inc: { activeMs: credited, [`slides.${input.slide}.ms`]: credited } },
        );
        if (written.modifiedCount === 1) return { counted: credited / 1000 };
      }
      return { counted: 0 };
    },

    /** The deck as a PDF for a visitor through a link that allows it; the visit is marked downloaded. */
    async download(token: string, visitId: string | undefined) {
      const link = await liveLink(token);
      const visit = await openVisit(visitId, link);
      const needs = gateOf(link);
      if (!visit && needs.length > 0) throw new GateClosed(needs[0]!);
      if (!link.allowDownload) throw new HttpError(403, LINK_MESSAGES.downloadOff);
      const deck = toDeck(await deckOf(link));
      if (visit) await visits.updateOne({ _id: visit._id }, { $set: { downloaded: true } });
      return { deck, watermark: link.watermark ? { email: visit?.email, at: now() } : undefined };
    },

    async analytics(user: User, deckId: string, linkId: string): Promise<LinkAnalytics> {
      const link = await ownLink(user, deckId, linkId, 'read');
      const rows = await visits
        .find({ linkId: link._id, state: 'open', team: { $ne: true } })
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
