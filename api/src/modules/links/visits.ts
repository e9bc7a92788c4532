import { randomBytes } from 'node:crypto';
import {
  AUTH_LIMITS,
  type ActivityInput,
  type LinkGateCode,
  type VisitStartInput,
  type VisitVerifyInput,
} from '@kuza/contracts';
import { defineMessages, say, type SaidMessage } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import type { SharedState } from '../../lib/shared-state';
import { MAIL_BUDGETS } from '../auth/limits';
import { hashOtp, newOtp, sameHash, verifyPassword } from '../auth/secrets';
import type { DocumentKind } from '../documents/share-views';
import type { Mailer } from '../mail/mailer';
import type { UserDirectory } from '../users/directory';
import { normalizeEmail } from '../users/email';
import type { linkAlerts } from './alerts';
import { linkCodeMail } from './mail';
import type { LinkedKind, LinkedKinds, LinkedRecord } from './kinds';
import { pictureOfAlias, pictureRenamer } from './pictures';
import { linkKindOf, type LinkModel, type LinkRecord, type VisitModel, type VisitRecord } from './model';
import { deviceOf } from './visitors';

/** A link token: 32 URL-safe characters, longer than a document's own share token (24), so the two never meet. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A viewer who comes back after this long starts a new visit (the old one is left as it ended). */
export const VISIT_IDLE_MS = 30 * 60_000;

/** The links' refusals, said in the reader's language. */
export const LINK_MESSAGES = defineMessages({
  notFound: { id: 'api.links.notFound', defaultMessage: 'This link does not exist or was revoked' },
  expired: { id: 'api.links.expired', defaultMessage: 'This link has expired' },
  unknownLink: { id: 'api.links.unknownLink', defaultMessage: 'Link not found' },
  unknownVisit: { id: 'api.links.unknownVisit', defaultMessage: 'Unknown visit' },
  slideOutOfRange: { id: 'api.links.slideOutOfRange', defaultMessage: 'Slide is out of range' },
  badCode: { id: 'api.links.badCode', defaultMessage: 'Invalid or expired code' },
  downloadOff: { id: 'api.links.downloadOff', defaultMessage: 'Downloading is turned off for this link' },
  pictureNotFound: { id: 'api.links.pictureNotFound', defaultMessage: 'Image not found' },
  robot: { id: 'api.links.robot', defaultMessage: 'Link previews and robots are not visits' },
  wrongPasscode: { id: 'api.links.wrongPasscode', defaultMessage: 'Wrong passcode' },
});

/** What a closed gate asks the viewer, by its question and the document behind it. */
const GATE_MESSAGES: Readonly<Record<LinkGateCode, SaidMessage>> = defineMessages({
  email_required: {
    id: 'api.links.gate.email',
    defaultMessage:
      '{kind, select, deck {Enter your e-mail to view this deck} other {Enter your e-mail to view this resume}}',
  },
  passcode_required: {
    id: 'api.links.gate.passcode',
    defaultMessage:
      '{kind, select, deck {Enter the passcode to view this deck} other {Enter the passcode to view this resume}}',
  },
  nda_required: {
    id: 'api.links.gate.nda',
    defaultMessage:
      '{kind, select, deck {Accept the NDA to view this deck} other {Accept the NDA to view this resume}}',
  },
});

/**
 * The answer of a closed gate: 401 with what the viewer must give first, and nothing of the
 * document; when that is accepting the NDA, its text, which the viewer reads before accepting it.
 */
export class GateClosed extends HttpError {
  constructor(
    readonly code: LinkGateCode,
    message: SaidMessage,
    readonly nda?: string,
  ) {
    super(401, message);
  }
}

/** The gate's question `code` for a viewer of the link, with the NDA's text when that is it. */
function gateClosed(link: LinkRecord, code: LinkGateCode, message?: SaidMessage): GateClosed {
  return new GateClosed(
    code,
    message ?? say(GATE_MESSAGES[code], { kind: linkKindOf(link) }),
    code === 'nda_required' ? link.nda : undefined,
  );
}

export interface VisitDeps {
  links: LinkModel;
  visits: VisitModel;
  /** The documents links lead to, read only through their own access checks. */
  kinds: LinkedKinds;
  users: Pick<UserDirectory, 'byId' | 'byEmail'>;
  mailer: Pick<Mailer, 'queue'>;
  shared: Pick<SharedState, 'takeSlot'>;
  log: { error(object: unknown, message: string): void };
  now: () => Date;
  alerts: Pick<ReturnType<typeof linkAlerts>, 'noteFirstVisit'>;
  /** The API's public address, which the document's pictures are addressed under for a link's visitors. */
  apiUrl: string;
}

const newVisitId = () => randomBytes(16).toString('base64url');

/**
 * The viewer's side of a link: its gate, the visit it opens, the activity reports and the download.
 * Every request reads the link, so revoking and expiring act at once.
 */
export function visitFlow({ links, visits, kinds, users, mailer, shared, log, now, alerts, apiUrl }: VisitDeps) {
  /**
   * The live link of this kind behind a token and its document: 404 unknown, of another kind,
   * revoked or its maker gone from the document's workspace, 410 expired; read on every request
   * (the gate's included), so all act at once.
   */
  async function liveLink(kind: DocumentKind, token: string) {
    const link = LINK_TOKEN.test(token) ? await links.findOne({ token }).lean<LinkRecord>() : null;
    if (!link || link.revokedAt || linkKindOf(link) !== kind) throw new HttpError(404, LINK_MESSAGES.notFound);
    if (link.expiresAt && link.expiresAt.getTime() <= now().getTime()) throw new HttpError(410, LINK_MESSAGES.expired);
    return { link, of: kinds[kind], record: await documentOf(link) };
  }

  /**
   * The document as the link's maker may read it: a link lives only as long as its maker's access,
   * so a link made by someone who left the workspace answers as a revoked one does.
   */
  async function documentOf(link: LinkRecord): Promise<LinkedRecord> {
    const maker = await users.byId(link.createdBy);
    if (!maker) throw new HttpError(404, LINK_MESSAGES.notFound);
    try {
      return await kinds[linkKindOf(link)].access(maker, String(link.deckId), 'read');
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

  /**
   * What a link that asks for a watermark draws, on the share page over every slide (or the whole
   * resume) and on every page of its PDF alike: the viewer's verified e-mail (when the link asks
   * for one) and the day.
   */
  function watermarkOf(link: LinkRecord, visit: Pick<VisitRecord, 'email'> | null): string | undefined {
    if (!link.watermark) return undefined;
    return [visit?.email, now().toISOString().slice(0, 10)].filter(Boolean).join(' · ');
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

  /** Whether a verified address is a member's of the document's own workspace: their views are not visits. */
  async function isTeam(link: LinkRecord, email: string | undefined): Promise<boolean> {
    const member = email ? await users.byEmail(email) : null;
    if (!member) return false;
    return kinds[linkKindOf(link)].access(member, String(link.deckId), 'read').then(
      () => true,
      () => false,
    );
  }

  /** A new visit's totals: one per part of the document (slides, sections) as it is now. */
  function partsOf(of: LinkedKind, record: LinkedRecord) {
    const slideCount = of.parts(record).length;
    return { slides: Array.from({ length: slideCount }, (_, index) => ({ index, ms: 0 })), slideCount };
  }

  async function startOpenVisit(
    link: LinkRecord,
    parts: ReturnType<typeof partsOf>,
    userAgent: string | undefined,
    email?: string,
  ): Promise<string> {
    const team = await isTeam(link, email);
    const at = now();
    const visit = await visits.create({
      _id: newVisitId(),
      linkId: link._id,
      ...(email ? { email } : {}),
      state: 'open',
      codeAttempts: 0,
      startedAt: at,
      lastReportAt: at,
      activeMs: 0,
      ...parts,
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
    /**
     * The document behind a link for this viewer: with an open visit (the link's cookie) or through
     * a link that asks nothing, its share view; otherwise the gate's 401, and nothing of it. A
     * person's browser on an ungated link, or one back after VISIT_IDLE_MS, starts a new visit.
     */
    async view(
      kind: DocumentKind,
      token: string,
      viewer: {
        visitId?: string;
        userAgent?: string;
        isRobot: boolean;
        /** Whether this requester may start one more visit (a flood from one address makes none). */
        mayStart?: () => Promise<boolean>;
      },
    ): Promise<{ document: unknown; visitId?: string; newVisit: boolean; allowDownload: boolean; watermark?: string }> {
      const { link, of, record } = await liveLink(kind, token);
      const visit = await openVisit(viewer.visitId, link);
      const needs = gateOf(link);
      if (!visit && needs.length > 0) throw gateClosed(link, needs[0]!);
      const watermark = watermarkOf(link, visit);
      const shown = {
        document: of.shared(record, pictureRenamer(apiUrl, kind, token)),
        allowDownload: link.allowDownload,
        ...(watermark ? { watermark } : {}),
      };
      if (visit && now().getTime() - visit.lastReportAt.getTime() < VISIT_IDLE_MS) {
        return { ...shown, visitId: visit._id, newVisit: false };
      }
      if (viewer.isRobot || (viewer.mayStart && !(await viewer.mayStart()))) return { ...shown, newVisit: false };
      const visitId = await startOpenVisit(link, partsOf(of, record), viewer.userAgent, visit?.email);
      return { ...shown, visitId, newVisit: true };
    },

    /**
     * Passes the gate: the passcode and the NDA are checked here; a link that asks for an e-mail
     * mails a code and waits for it (`codeSent`), any other starts the visit at once.
     */
    async startVisit(
      kind: DocumentKind,
      token: string,
      input: VisitStartInput,
      viewer: { userAgent?: string; isRobot: boolean },
    ): Promise<{ visitId?: string; codeSent?: boolean }> {
      const { link, of, record } = await liveLink(kind, token);
      if (viewer.isRobot) throw new HttpError(403, LINK_MESSAGES.robot);
      if (link.requireEmail && !input.email) throw gateClosed(link, 'email_required');
      if (link.passcodeHash) {
        if (!input.passcode) throw gateClosed(link, 'passcode_required');
        if (!(await verifyPassword(link.passcodeHash, input.passcode))) {
          throw gateClosed(link, 'passcode_required', LINK_MESSAGES.wrongPasscode);
        }
      }
      if (link.nda && input.acceptNda !== true) throw gateClosed(link, 'nda_required');
      const parts = partsOf(of, record);
      if (!link.requireEmail) return { visitId: await startOpenVisit(link, parts, viewer.userAgent) };

      const email = normalizeEmail(input.email!);
      const at = now();
      const ttl = AUTH_LIMITS.otpTtlMinutes * 60_000;
      // One waiting visit per address and link: asking again replaces the code.
      await visits.deleteMany({ linkId: link._id, email, state: 'pending' });
      const id = newVisitId();
      const code = newOtp();
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
        ...parts,
        device: deviceOf(viewer.userAgent),
        downloaded: false,
      });
      // Past the address's budget the answer stays the same and nothing is sent.
      if (await mayMail(email)) mailer.queue(linkCodeMail(email, code, { kind, name: record.name }));
      return { codeSent: true };
    },

    /** The mailed code: 10 minutes, 5 tries, then a new code is needed. Opens the visit. */
    async verifyVisit(kind: DocumentKind, token: string, input: VisitVerifyInput): Promise<{ visitId: string }> {
      const { link } = await liveLink(kind, token);
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
     * Adds a report's active seconds to its part (slide, section), capped to the real time since the visit's last
     * report: a forged report cannot add more time than has passed. Two reports at once cannot
     * both spend the same time: the write checks the last report is still the one read.
     */
    async activity(kind: DocumentKind, token: string, input: ActivityInput): Promise<{ counted: number }> {
      const { link } = await liveLink(kind, token);
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

    /**
     * The store id of a picture of the link's document, by its name under the link (pictures.ts), for
     * a visitor through the gate: 404 once the link is revoked, expired or the document no longer shows it.
     */
    async picture(kind: DocumentKind, token: string, alias: string, visitId: string | undefined): Promise<string> {
      const { link, of, record } = await liveLink(kind, token);
      const needs = gateOf(link);
      if (needs.length > 0 && !(await openVisit(visitId, link))) throw gateClosed(link, needs[0]!);
      const id = pictureOfAlias(of.pictures(record), token, alias);
      if (!id) throw new HttpError(404, LINK_MESSAGES.pictureNotFound);
      return id;
    },

    /**
     * A visitor's PDF of the document through a link that allows it, with the watermark on every
     * page when the link asks for one; the visit is marked downloaded.
     */
    async download(kind: DocumentKind, token: string, visitId: string | undefined) {
      const { link, of, record } = await liveLink(kind, token);
      const visit = await openVisit(visitId, link);
      const needs = gateOf(link);
      if (!visit && needs.length > 0) throw gateClosed(link, needs[0]!);
      if (!link.allowDownload) throw new HttpError(403, LINK_MESSAGES.downloadOff);
      const body = await of.pdf(record, watermarkOf(link, visit));
      if (visit) await visits.updateOne({ _id: visit._id }, { $set: { downloaded: true } });
      return { name: record.name, body };
    },
  };
}
