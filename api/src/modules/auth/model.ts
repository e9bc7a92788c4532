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

export type ResetTokenModel = Model<ResetToken>;
export type HandoffModel = Model<Handoff>;

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

export async function authModels(
  connection: Connection,
): Promise<{ resetTokens: ResetTokenModel; handoffs: HandoffModel }> {
  const resetTokens =
    (connection.models.ResetToken as ResetTokenModel | undefined) ??
    connection.model<ResetToken>('ResetToken', resetTokenSchema);
  const handoffs =
    (connection.models.Handoff as HandoffModel | undefined) ?? connection.model<Handoff>('Handoff', handoffSchema);
  await Promise.all([resetTokens.init(), handoffs.init()]);
  return { resetTokens, handoffs };
}
