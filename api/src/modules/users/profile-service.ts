import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, type ChangePasswordInput } from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import { NOT_SIGNED_IN } from '../../plugins/authenticate';
import { hashPassword, verifyPassword } from '../auth/secrets';
import type { Mailer } from '../mail/mailer';
import type { SessionService } from '../sessions/service';
import type { MediaStore } from '../media/store';
import type { AvatarModel } from './avatar-model';
import { passwordChangedMail } from './mail';
import type { User } from './model';
import type { UsersService } from './service';

export interface ProfileDeps {
  users: UsersService;
  /** Profile photos saved before the media store; moved into it at start. */
  avatars: AvatarModel;
  media: Pick<MediaStore, 'put' | 'remove' | 'idOf' | 'urlOf'>;
  log: { error(obj: unknown, msg?: string): void };
  sessions: SessionService;
  mailer: Mailer;
  /** Where browsers reach the API: uploaded photos are served from it. */
  apiUrl: string;
  publicWebUrl: string;
}

export const AVATAR_PATH = '/users/avatars';

/** The signed-in user's password and photo (the names and onboarding answers go through `PUT /auth`). */
export function createProfileService({
  users,
  avatars,
  media,
  log,
  sessions,
  mailer,
  apiUrl,
  publicWebUrl,
}: ProfileDeps) {
  const avatarUrl = (id: string) => `${apiUrl.replace(/\/$/, '')}${AVATAR_PATH}/${id}`;

  return {
    /**
     * Checks the current password, stores the new one and signs the account out everywhere; the
     * caller starts a fresh session for this browser.
     */
    async changePassword(user: User, input: ChangePasswordInput): Promise<void> {
      const account = await users.withSecrets({ _id: user._id });
      if (!account?.passwordHash) throw new HttpError(400, PROFILE_MESSAGES.noPassword);
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw new HttpError(400, PROFILE_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await users.setPassword(user._id, passwordHash, { provesAddress: false });
      await sessions.revokeAll(user._id);
      mailer.queue(
        passwordChangedMail(account.email, `${publicWebUrl}/forgot-password`, account.firstname, account.locale),
      );
    },

    /** Stores a photo in the media store (the previous upload is deleted) and points the profile at it. */
    async saveAvatar(user: User, data: Buffer): Promise<User> {
      if (data.length > AVATAR_MAX_BYTES) throw new HttpError(413, PROFILE_MESSAGES.imageTooLarge);
      const stored = await media.put(`user:${String(user._id)}`, data);
      const updated = await users.replaceProfileImage(user._id, stored.url);
      if (!updated) throw new HttpError(401, NOT_SIGNED_IN);
      const previous = media.idOf(updated.profileImage);
      if (previous && previous !== stored.id) await media.remove(previous);
      await avatars.deleteMany({ userId: user._id });
      updated.profileImage = stored.url;
      return updated;
    },

    /** No photo any more, whether uploaded or an address. */
    async removeAvatar(user: User): Promise<User> {
      const updated = await users.replaceProfileImage(user._id, undefined);
      if (!updated) throw new HttpError(401, NOT_SIGNED_IN);
      const previous = media.idOf(updated.profileImage);
      if (previous) await media.remove(previous);
      await avatars.deleteMany({ userId: user._id });
      updated.profileImage = undefined;
      return updated;
    },

    /**
     * Moves profile photos saved before the media store into it, once, under the same ids, so an
     * old photo URL (kept on a deck's Team slide) still leads to it; a photo the store refuses stays.
     */
    async moveAvatarsIntoStore(): Promise<{ moved: number; kept: number }> {
      let moved = 0;
      let kept = 0;
      for await (const avatar of avatars.find().cursor()) {
        try {
          const stored = await media.put(`user:${String(avatar.userId)}`, avatar.data, avatar._id);
          await users.moveProfileImage(avatar.userId, avatarUrl(avatar._id), stored.url);
          await avatars.deleteOne({ _id: avatar._id });
          moved += 1;
        } catch (error) {
          kept += 1;
          log.error({ err: error, avatarId: avatar._id }, 'a profile photo could not be moved into the media store');
        }
      }
      return { moved, kept };
    },

    async avatar(id: string) {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
      // Not lean: mongoose turns the stored BSON binary back into a Buffer.
      return avatars.findById(id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
