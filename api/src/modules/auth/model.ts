import { SUPPORTED_LOCALES, type Locale } from '@kuza/i18n';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** A password-reset link: single use, hashed, short-lived. */
export interface ResetToken {
  tokenHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  usedAt?: Date;
}

/** The one-time code that carries a Google sign-in from the API's callback to the web app. */
export interface Handoff {
  codeHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
}

/**
 * One sign-up for an address nobody has verified yet: the password and names it was made with,
 * the browser it was made in (hashed), and its own code. Verifying with that code, in that
 * browser, activates exactly this password; another sign-up for the address is another record.
 */
export interface PendingSignup {
  email: string;
  browserHash: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  /** The language of the sign-up page (or of the browser): the code's e-mail and the new account speak it. */
  locale?: Locale;
  codeHash?: string;
  expiresAt?: Date;
  attempts: number;
  sentAt?: Date;
  createdAt: Date;
}

export type ResetTokenModel = Model<ResetToken>;
export type HandoffModel = Model<Handoff>;
export type PendingSignupModel = Model<PendingSignup>;

const resetTokenSchema = new Schema<ResetToken>(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
  },
  { collection: 'password_resets', versionKey: false },
);
resetTokenSchema.index({ tokenHash: 1 }, { unique: true });
// Kept a day after expiry (a reused link answers the same as an expired one either way).
resetTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

const handoffSchema = new Schema<Handoff>(
  {
    codeHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'login_handoffs', versionKey: false },
);
handoffSchema.index({ codeHash: 1 }, { unique: true });
handoffSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const pendingSignupSchema = new Schema<PendingSignup>(
  {
    email: { type: String, required: true },
    browserHash: { type: String, required: true },
    passwordHash: { type: String, required: true },
    firstname: { type: String, required: true },
    lastname: { type: String, required: true },
    locale: { type: String, enum: [...SUPPORTED_LOCALES] },
    codeHash: { type: String },
    expiresAt: { type: Date },
    attempts: { type: Number, default: 0 },
    sentAt: { type: Date },
    createdAt: { type: Date, required: true },
  },
  { collection: 'pending_signups', versionKey: false },
);
pendingSignupSchema.index({ email: 1, browserHash: 1 });
// An unverified sign-up is dropped after a day; a new sign-up starts another.
pendingSignupSchema.index({ createdAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

export async function authModels(
  connection: Connection,
): Promise<{ resetTokens: ResetTokenModel; handoffs: HandoffModel; pendingSignups: PendingSignupModel }> {
  const resetTokens =
    (connection.models.ResetToken as ResetTokenModel | undefined) ??
    connection.model<ResetToken>('ResetToken', resetTokenSchema);
  const handoffs =
    (connection.models.Handoff as HandoffModel | undefined) ?? connection.model<Handoff>('Handoff', handoffSchema);
  const pendingSignups =
    (connection.models.PendingSignup as PendingSignupModel | undefined) ??
    connection.model<PendingSignup>('PendingSignup', pendingSignupSchema);
  await Promise.all([resetTokens.init(), handoffs.init(), pendingSignups.init()]);
  return { resetTokens, handoffs, pendingSignups };
}
