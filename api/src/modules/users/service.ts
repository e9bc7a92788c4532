import type { Connection, Types } from 'mongoose';
import type { UpdateProfileInput } from '@kuza/contracts';
import type { UserDirectory } from './directory';
import { onUserWrite, userModel, type User } from './model';

type Id = Types.ObjectId | string;

/** The fields a new account starts with; the rest take their defaults. */
export type NewUser = Pick<User, 'firstname' | 'lastname' | 'email'> &
  Partial<Pick<User, 'emailVerified' | 'hasPassword' | 'googleId' | 'profileImage' | 'locale'>>;

/**
 * Every read and write of accounts. Nothing outside this module touches the users collection:
 * other modules get this service (`app.users`) or its read-only directory.
 */
export interface UsersService extends UserDirectory {
  /** With the password hash, the pending code and the last "you already have an account" notice. */
  withSecrets(by: { email: string } | { _id: Id }): Promise<User | null>;
  byGoogleId(googleId: string): Promise<User | null>;
  /** A new account, or null when the address already has one (two sign-ups raced for it). */
  create(fields: NewUser): Promise<User | null>;
  noticeSent(id: Id, at: Date): Promise<void>;
  /** Whether the account of this address knows the device whose cookie hashes to `deviceHash`. */
  knowsDevice(email: string, deviceHash: string): Promise<boolean>;
  /** Remembers a device, keeping the newest `keep`. */
  rememberDevice(id: Id, deviceHash: string, keep: number): Promise<void>;
  /**
   * Proves the address of an account nobody verified yet, with the password and names of the sign-up
   * whose code was right; null when it is verified already (or gone).
   */
  verify(
    email: string,
    fields: Pick<User, 'firstname' | 'lastname' | 'locale'> & { passwordHash: string },
  ): Promise<User | null>;
  /**
   * A new password. `provesAddress`: it came through the mailbox (a reset link), so the address is
   * verified too. Answers the account as it was.
   */
  setPassword(id: Id, passwordHash: string, options: { provesAddress: boolean }): Promise<User | null>;
  /**
   * Links a Google id to an account of the same address. An account nobody verified loses its
   * password (whoever chose it never proved the mailbox); a missing picture takes Google's.
   */
  linkGoogle(account: User, googleId: string, picture: string | undefined): Promise<User | null>;
  /** `PUT /auth`: names, picture and onboarding answers; an empty choice clears it. */
  updateProfile(id: Id, input: UpdateProfileInput): Promise<User | null>;
  /** Sets (or with undefined removes) the profile photo; answers the account as it was. */
  replaceProfileImage(id: Id, url: string | undefined): Promise<User | null>;
  /** Points the profile photo at `to` when it still is `from`. */
  moveProfileImage(id: Id, from: string, to: string): Promise<void>;
  /** Accounts nobody verified (nor signed in with Google) made before `before`, at most `limit`. */
  unverifiedBefore(before: Date, limit: number): Promise<Array<Pick<User, '_id' | 'email'>>>;
  /** Deletes those of the accounts still unverified; answers how many. */
  deleteUnverified(ids: Types.ObjectId[]): Promise<number>;
  /** Calls `listener` after every write to an account, with its id when the write names one. */
  onWrite(listener: (userId: string | undefined) => void): void;
}

const unverified = { emailVerified: { $ne: true } };

export async function createUsersService(connection: Connection): Promise<UsersService> {
  const users = await userModel(connection);
  const after = { returnDocument: 'after' } as const;
  const before = { returnDocument: 'before' } as const;

  return {
    byId: (id) => users.findById(id).lean<User>().exec(),
    byIds: (ids) =>
      users
        .find({ _id: { $in: ids } })
        .lean<User[]>()
        .exec(),
    byEmail: (email) => users.findOne({ email }).lean<User>().exec(),
    hasAccount: async (email) => !!(await users.exists({ email })),
    async *pictureSources() {
      const cursor = users.find({}, { profileImage: 1 }).lean<Pick<User, 'profileImage'>[]>().cursor();
      for await (const user of cursor) if (user.profileImage) yield user.profileImage;
    },
    withSecrets: (by) => users.findOne(by).select('+passwordHash +verification +noticeSentAt').lean<User>().exec(),
    byGoogleId: (googleId) => users.findOne({ googleId }).lean<User>().exec(),
    async create(fields) {
      try {
        return (await users.create(fields)).toObject<User>();
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return null;
        throw error;
      }
    },
    async noticeSent(id, at) {
      await users.updateOne({ _id: id }, { $set: { noticeSentAt: at } });
    },
    async knowsDevice(email, deviceHash) {
      const account = await users.findOne({ email }, { knownDevices: 1 }).select('+knownDevices').lean<User>();
      return !!account?.knownDevices?.includes(deviceHash);
    },
    async rememberDevice(id, deviceHash, keep) {
      await users.updateOne({ _id: id }, { $push: { knownDevices: { $each: [deviceHash], $slice: -keep } } });
    },
    verify: (email, { passwordHash, firstname, lastname, locale }) =>
      users
        .findOneAndUpdate(
          { email, ...unverified },
          {
            $set: {
              emailVerified: true,
              passwordHash,
              hasPassword: true,
              firstname,
              lastname,
              ...(locale ? { locale } : {}),
            },
            $unset: { verification: 1 },
          },
          after,
        )
        .lean<User>()
        .exec(),
    setPassword: (id, passwordHash, { provesAddress }) =>
      users
        .findOneAndUpdate(
          { _id: id },
          provesAddress
            ? { $set: { passwordHash, hasPassword: true, emailVerified: true }, $unset: { verification: 1 } }
            : { $set: { passwordHash, hasPassword: true } },
          before,
        )
        .lean<User>()
        .exec(),
    linkGoogle: (account, googleId, picture) =>
      users
        .findOneAndUpdate(
          { _id: account._id },
          {
            $set: {
              googleId,
              emailVerified: true,
              ...(account.emailVerified ? {} : { hasPassword: false }),
              ...(!account.profileImage && picture ? { profileImage: picture } : {}),
            },
            $unset: account.emailVerified ? { verification: 1 } : { verification: 1, passwordHash: 1 },
          },
          after,
        )
        .lean<User>()
        .exec(),
    updateProfile: (id, input) => users.findByIdAndUpdate(id, profileUpdate(input), after).lean<User>().exec(),
    replaceProfileImage: (id, url) =>
      users
        .findByIdAndUpdate(
          id,
          url === undefined ? { $unset: { profileImage: 1 } } : { $set: { profileImage: url } },
          before,
        )
        .lean<User>()
        .exec(),
    async moveProfileImage(id, from, to) {
      await users.updateOne({ _id: id, profileImage: from }, { $set: { profileImage: to } });
    },
    unverifiedBefore: (date, limit) =>
      users
        .find({ ...unverified, googleId: { $exists: false }, createdAt: { $lt: date } }, { email: 1 })
        .limit(limit)
        .lean<Array<Pick<User, '_id' | 'email'>>>()
        .exec(),
    async deleteUnverified(ids) {
      // Checked again in the delete: an account verified meanwhile stays.
      const { deletedCount } = await users.deleteMany({ _id: { $in: ids }, ...unverified });
      return deletedCount;
    },
    onWrite: (listener) => onUserWrite(connection, listener),
  };
}

/** The update of `PUT /auth`: set what is given, clear what is empty; the onboarding step only moves forward. */
function profileUpdate(input: UpdateProfileInput) {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  if (input.locale) $set.locale = input.locale;
  for (const key of ['firstname', 'lastname', 'profileImage'] as const) {
    const value = input[key];
    if (value === '') $unset[key] = 1;
    else if (value !== undefined) $set[key] = value;
  }
  for (const key of ['industry', 'team_size', 'target_audience', 'goal', 'goals'] as const) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === '' || (Array.isArray(value) && value.length === 0)) $unset[`onboarding.${key}`] = 1;
    else $set[`onboarding.${key}`] = value;
  }
  // The marker only moves forward: changing an earlier answer later never reopens onboarding.
  const $max = input.completed_step === undefined ? {} : { 'onboarding.completed_step': input.completed_step };
  return {
    ...(Object.keys($set).length ? { $set } : {}),
    ...(Object.keys($unset).length ? { $unset } : {}),
    ...(Object.keys($max).length ? { $max } : {}),
  };
}
