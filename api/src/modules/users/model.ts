import {
  Schema,
  Types,
  type Connection,
  type HydratedDocument,
  type Model,
  type MongooseQueryMiddleware,
} from 'mongoose';
import type { OnboardingAnswers } from '@kuza/contracts';
import { SUPPORTED_LOCALES, type Locale } from '@kuza/i18n';

/** A pending e-mail code: only its hash is stored. */
export interface PendingCode {
  hash: string;
  expiresAt: Date;
  /** Wrong tries so far; at the limit a new code is needed. */
  attempts: number;
  sentAt: Date;
}

export interface User {
  _id: Types.ObjectId;
  firstname: string;
  lastname: string;
  /** Stored lower-cased, so the unique index makes addresses unique whatever their case. */
  email: string;
  /** argon2id; absent for accounts made with Google only. Never selected unless asked for. */
  passwordHash?: string;
  /** Whether a password is set, readable without selecting the hash. */
  hasPassword: boolean;
  emailVerified: boolean;
  googleId?: string;
  profileImage?: string;
  onboarding: OnboardingAnswers;
  /** The language the account reads Kuza and its e-mails in (absent on accounts made before it was asked). */
  locale?: Locale;
  verification?: PendingCode;
  /** Last "you already have an account" notice, so repeated sign-ups cannot flood the inbox. */
  noticeSentAt?: Date;
  /** Hashes of the device cookies of browsers that signed in with the password (newest last). */
  knownDevices?: string[];
  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export type UserModel = Model<User>;

const pendingCodeSchema = new Schema<PendingCode>(
  {
    hash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, required: true, default: 0 },
    sentAt: { type: Date, required: true },
  },
  { _id: false },
);

const onboardingSchema = new Schema<OnboardingAnswers>(
  {
    industry: String,
    team_size: String,
    target_audience: String,
    goal: String,
    goals: { type: [String], default: undefined },
    completed_step: { type: Number, min: 1, max: 3 },
  },
  { _id: false },
);

const userSchema = new Schema<User>(
  {
    firstname: { type: String, required: true, trim: true },
    // Google may not give a family name; the sign-up form always asks for one.
    lastname: { type: String, trim: true, default: '' },
    email: { type: String, required: true, lowercase: true, trim: true },
    passwordHash: { type: String, select: false },
    hasPassword: { type: Boolean, required: true, default: false },
    emailVerified: { type: Boolean, required: true, default: false },
    googleId: { type: String },
    profileImage: { type: String },
    onboarding: { type: onboardingSchema, default: () => ({}) },
    locale: { type: String, enum: [...SUPPORTED_LOCALES] },
    verification: { type: pendingCodeSchema, select: false },
    noticeSentAt: { type: Date, select: false },
    knownDevices: { type: [String], select: false, default: undefined },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ googleId: 1 }, { unique: true, sparse: true });

/** Who is told of writes to the accounts, per connection (the signed-in cache of plugins/authenticate.ts). */
const writeListeners = new WeakMap<Connection, Array<(userId: string | undefined) => void>>();

/**
 * Calls `listener` after every write to the accounts through the model compiled on `connection`,
 * with the account's id when the write names one by `_id` (undefined: any account may have changed).
 */
export function onUserWrite(connection: Connection, listener: (userId: string | undefined) => void): void {
  writeListeners.set(connection, [...(writeListeners.get(connection) ?? []), listener]);
}

function notifyWrite(connection: Connection, userId: unknown): void {
  const id = userId instanceof Types.ObjectId || typeof userId === 'string' ? String(userId) : undefined;
  for (const listener of writeListeners.get(connection) ?? []) listener(id);
}

const QUERY_WRITES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
];
userSchema.post(QUERY_WRITES, { document: false, query: true }, function () {
  notifyWrite(this.model.db, this.getFilter()._id);
});
userSchema.post(['save', 'deleteOne', 'updateOne'], { document: true, query: false }, function () {
  notifyWrite(this.db, this._id);
});

/** Compiled on the app's own connection (api/README.md); `init()` builds the unique indexes. */
export async function userModel(connection: Connection): Promise<UserModel> {
  const model = (connection.models.User as UserModel | undefined) ?? connection.model<User>('User', userSchema);
  await model.init();
  return model;
}
