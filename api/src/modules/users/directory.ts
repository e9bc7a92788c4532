import type { Types } from 'mongoose';
import type { User, UserModel } from './model';

/**
 * What other modules may read of accounts (a team's names and addresses), so that they never
 * query the users collection themselves.
 */
export interface UserDirectory {
  byId(id: Types.ObjectId | string): Promise<User | null>;
  byIds(ids: Types.ObjectId[]): Promise<User[]>;
  /** `email` as stored: trimmed and lower-case. */
  byEmail(email: string): Promise<User | null>;
  hasAccount(email: string): Promise<boolean>;
  /** Every profile photo, for the media collector: a stored picture none of them names is no longer used. */
  pictureSources(): AsyncGenerator<string>;
}

export function createUserDirectory(users: UserModel): UserDirectory {
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
  };
}
