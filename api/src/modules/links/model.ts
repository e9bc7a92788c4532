import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { DocumentKind } from '../documents/share-views';

/** One named link to a deck or a resume, made for one recipient, with its own gate and settings. */
export interface LinkRecord {
  _id: Types.ObjectId;
  /** What it leads to; links made before resumes had any have none and lead to a deck. */
  kind?: DocumentKind;
  /** The id of the document it leads to, a resume's too (the name is from when only decks had links). */
  deckId: Types.ObjectId;
  /** Who made it: the deck is read with this account's access, and its alerts go there. */
  createdBy: Types.ObjectId;
  /** The capability in the address; a link token is longer than a deck's own share token. */
  token: string;
  label: string;
  requireEmail: boolean;
  /** argon2id, as account passwords. */
  passcodeHash?: string;
  expiresAt?: Date;
  allowDownload: boolean;
  watermark: boolean;
  nda?: string;
  /** Set by DELETE: the address answers 404 from then on; the visits stay for the owner. */
  revokedAt?: Date;
  createdAt: Date;
  /** When the gate was last made stricter: visits that passed it before must pass it again. */
  gateSince?: Date;
  /** The first visit of someone outside the document's workspace, which the owner is alerted of. */
  firstVisitId?: string;
  /** When that alert was sent (or given up, the visit being gone). */
  alertedAt?: Date;
}

/** One part of the document: a deck's slide, a resume's section. */
export interface VisitSlide {
  index: number;
  /** Active milliseconds counted on this slide. */
  ms: number;
}

/**
 * One person's visit through a link, with its active time per slide: one document per visit, its
 * slide totals bounded by the deck's slide count, whatever the number of reports.
 */
export interface VisitRecord {
  /** The visit id the viewer reports with: random, so it cannot be guessed from another one. */
  _id: string;
  linkId: Types.ObjectId;
  /** The verified address, on links that ask for one. */
  email?: string;
  /** 'pending' while its mailed code waits to be entered; only open visits are shown and counted. */
  state: 'pending' | 'open';
  codeHash?: string;
  codeAttempts: number;
  codeExpiresAt?: Date;
  /** Pending visits disappear by themselves (TTL index) when their code is never entered. */
  pendingUntil?: Date;
  startedAt: Date;
  /** The last report (or the start): a report counts at most the time since. */
  lastReportAt: Date;
  activeMs: number;
  slides: VisitSlide[];
  /** The document's part count (slides, sections) when the visit began: a report about another part is refused. */
  slideCount: number;
  device: 'phone' | 'tablet' | 'desktop';
  downloaded: boolean;
  /** Made by a member of the deck's own workspace (by its verified e-mail): not a visit the owner is shown or alerted of. */
  team?: boolean;
}

/** The kind of document a link leads to. */
export const linkKindOf = (link: Pick<LinkRecord, 'kind'>): DocumentKind => link.kind ?? 'deck';

/** The query for one document's links (a deck's include those made before links had a kind). */
export function linksOf(kind: DocumentKind, id: Types.ObjectId) {
  return { deckId: id, ...(kind === 'deck' ? { kind: { $ne: 'resume' as const } } : { kind }) };
}

export type LinkModel = Model<LinkRecord>;
export type VisitModel = Model<VisitRecord>;

const linkSchema = new Schema<LinkRecord>(
  {
    kind: { type: String, enum: ['deck', 'resume'] },
    deckId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    token: { type: String, required: true },
    label: { type: String, required: true },
    requireEmail: { type: Boolean, required: true },
    passcodeHash: { type: String },
    expiresAt: { type: Date },
    allowDownload: { type: Boolean, required: true },
    watermark: { type: Boolean, required: true },
    nda: { type: String },
    revokedAt: { type: Date },
    createdAt: { type: Date, required: true },
    gateSince: { type: Date },
    firstVisitId: { type: String },
    alertedAt: { type: Date },
  },
  { collection: 'decklinks', versionKey: false },
);
linkSchema.index({ token: 1 }, { unique: true });
linkSchema.index({ deckId: 1, createdAt: 1 });
// The links whose first-visit alert is still to send: a small, shrinking set.
linkSchema.index({ firstVisitId: 1, alertedAt: 1 });

const visitSlideSchema = new Schema<VisitSlide>(
  { index: { type: Number, required: true }, ms: { type: Number, required: true } },
  { _id: false },
);

const visitSchema = new Schema<VisitRecord>(
  {
    _id: { type: String, required: true },
    linkId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String },
    state: { type: String, enum: ['pending', 'open'], required: true },
    codeHash: { type: String },
    codeAttempts: { type: Number, required: true, default: 0 },
    codeExpiresAt: { type: Date },
    pendingUntil: { type: Date },
    startedAt: { type: Date, required: true },
    lastReportAt: { type: Date, required: true },
    activeMs: { type: Number, required: true, default: 0 },
    slides: { type: [visitSlideSchema], default: [] },
    slideCount: { type: Number, required: true },
    device: { type: String, enum: ['phone', 'tablet', 'desktop'], required: true },
    downloaded: { type: Boolean, required: true, default: false },
    team: { type: Boolean },
  },
  { collection: 'linkvisits', versionKey: false },
);
visitSchema.index({ linkId: 1, startedAt: 1 });
visitSchema.index({ pendingUntil: 1 }, { expireAfterSeconds: 0 });

/** Compiled on the app's own connection; `init()` builds the indexes first. */
export async function linkModels(connection: Connection): Promise<{ links: LinkModel; visits: VisitModel }> {
  const links =
    (connection.models.DeckLink as LinkModel | undefined) ?? connection.model<LinkRecord>('DeckLink', linkSchema);
  const visits =
    (connection.models.LinkVisit as VisitModel | undefined) ?? connection.model<VisitRecord>('LinkVisit', visitSchema);
  await Promise.all([links.init(), visits.init()]);
  return { links, visits };
}
