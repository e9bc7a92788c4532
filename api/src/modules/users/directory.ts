import type { Types } from 'mongoose';
import type { User } from './model';

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

/** The reads of the users service (`app.users`) and nothing else: a module holding it cannot write an account. */
export function createUserDirectory(users: UserDirectory): UserDirectory {
  return {
    byId: (id) => users.byId(id),
    byIds: (ids) => users.byIds(ids),
    byEmail: (email) => users.byEmail(email),
    hasAccount: (email) => users.hasAccount(email),
    pictureSources: () => users.pictureSources(),
  };
}
