import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, type ChangePasswordInput } from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../auth/secrets';
import type { Mailer } from '../mail/mailer';
import type { SessionService } from '../sessions/service';
import type { AvatarModel } from './avatar-model';
import { sniffImageType } from '../../lib/image-type';
import { passwordChangedMail } from './mail';
import type { UserDocument, UserModel } from './model';

export interface ProfileDeps {
  users: UserModel;
  avatars: AvatarModel;
  sessions: SessionService;
  mailer: Mailer;
  /** Where browsers reach the API: uploaded photos are served from it. */
  apiUrl: string;
  publicWebUrl: string;
}

export const AVATAR_PATH = '/users/avatars';

/** The signed-in user's password and photo (the names and onboarding answers go through `PUT /auth`). */
export function createProfileService({ users, avatars, sessions, mailer, apiUrl, publicWebUrl }: ProfileDeps) {
  const avatarUrl = (id: string) => `${apiUrl.replace(/\/$/, '')}${AVATAR_PATH}/${id}`;

  return {
    /**
     * Checks the current password, stores the new one and signs the account out everywhere; the
     * caller starts a fresh session for this browser.
     */
    async changePassword(user: UserDocument, input: ChangePasswordInput): Promise<void> {
      const account = await users.findById(user._id).select('+passwordHash');
      if (!account?.passwordHash) throw new HttpError(400, PROFILE_MESSAGES.noPassword);
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw new HttpError(400, PROFILE_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await users.updateOne({ _id: user._id }, { $set: { passwordHash, hasPassword: true } });
      await sessions.revokeAll(user._id);
      mailer.queue(passwordChangedMail(account.email, `${publicWebUrl}/forgot-password`, account.firstname));
    },

    /** Stores a photo (replacing the previous upload) and points the profile at it. */
    async saveAvatar(user: UserDocument, data: Buffer): Promise<UserDocument> {
      if (data.length > AVATAR_MAX_BYTES) throw new HttpError(413, PROFILE_MESSAGES.imageTooLarge);
      const contentType = sniffImageType(data);
      if (!contentType) throw new HttpError(415, PROFILE_MESSAGES.imageType);
      const id = randomBytes(16).toString('base64url');
      await avatars.create({ _id: id, userId: user._id, contentType, data, size: data.length });
      await avatars.deleteMany({ userId: user._id, _id: { $ne: id } });
      const updated = await users.findByIdAndUpdate(
        user._id,
        { $set: { profileImage: avatarUrl(id) } },
        { returnDocument: 'after' },
      );
      if (!updated) throw new HttpError(401, 'Not signed in');
      return updated;
    },

    /** No photo any more, whether uploaded or an address. */
    async removeAvatar(user: UserDocument): Promise<UserDocument> {
      await avatars.deleteMany({ userId: user._id });
      const updated = await users.findByIdAndUpdate(
        user._id,
        { $unset: { profileImage: 1 } },
        { returnDocument: 'after' },
      );
      if (!updated) throw new HttpError(401, 'Not signed in');
      return updated;
    },

    async avatar(id: string) {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
      // Not lean: mongoose turns the stored BSON binary back into a Buffer.
      return avatars.findById(id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
