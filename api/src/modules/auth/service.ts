import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';
import {
  AUTH_LIMITS,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
  type UpdateProfileInput,
  type VerifyEmailInput,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail, passwordResetMail, verificationCodeMail } from '../mail/templates';
import type { SessionService } from '../sessions/service';
import { normalizeEmail, type User, type UserDocument, type UserModel } from '../users/model';
import type { HandoffModel, ResetTokenModel } from './model';
import { hashOtp, hashPassword, hashToken, newOtp, newToken, sameHash, verifyPassword } from './secrets';

/** What the API takes from Google's userinfo answer (OpenID Connect standard claims). */
export interface GoogleProfile {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const AUTH_ERRORS = {
  badLogin: 'Invalid email or password',
  notVerified: 'Please verify your email before signing in. We sent you a code.',
  badCode: 'Invalid or expired code',
  badResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  badHandoff: 'This sign-in link is invalid or has expired. Please sign in again.',
} as const;

export const AUTH_REPLIES = {
  signUp: 'Account created! Please verify your email to continue.',
  verified: 'Email verified successfully',
  resent: 'If this address is waiting for verification, a new code is on its way.',
  login: 'Login successful',
  logout: 'Logged out',
  forgot: 'If an account exists for this email, we sent a link to reset the password.',
  reset: 'Your password has been reset. You can now sign in.',
  profile: 'Profile updated',
} as const;

const MINUTE = 60_000;
const cooldownLeft = (sentAt: Date | undefined, now: Date) =>
  sentAt ? Math.ceil((sentAt.getTime() + AUTH_LIMITS.resendCooldownSeconds * 1000 - now.getTime()) / 1000) : 0;

export interface AuthDeps {
  users: UserModel;
  sessions: SessionService;
  resetTokens: ResetTokenModel;
  handoffs: HandoffModel;
  mailer: Mailer;
  config: Pick<Config, 'publicWebUrl'>;
  /** Where work done after the answer (reset links) reports its failures. */
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

/**
 * Accounts: sign-up with an e-mail code, sign-in, password reset, Google hand-off, profile
 * updates. Answers never tell whether an address has an account (except after a correct password).
 */
export function createAuthService({
  users,
  sessions,
  resetTokens,
  handoffs,
  mailer,
  config,
  log,
  now = () => new Date(),
}: AuthDeps) {
  const web = (path: string) => `${config.publicWebUrl}${path}`;
  /** Reset-link work still running after its answer, one chain per address. */
  const resetWork = new Map<string, Promise<void>>();

  /** A fresh code for an unverified account, replacing any earlier one, and the mail carrying it. */
  async function sendCode(user: UserDocument) {
    const code = newOtp();
    const at = now();
    const verification = {
      hash: hashOtp(code, user.id),
      expiresAt: new Date(at.getTime() + AUTH_LIMITS.otpTtlMinutes * MINUTE),
      attempts: 0,
      sentAt: at,
    };
    await users.updateOne({ _id: user._id }, { $set: { verification } });
    mailer.queue(verificationCodeMail(user.email, code, user.firstname));
  }

  async function withSecrets(email: string) {
    return users.findOne({ email: normalizeEmail(email) }).select('+passwordHash +verification +noticeSentAt');
  }

  return {
    /**
     * New address: the account and its code. Unverified account: whoever proves the mailbox owns
     * it, so names and password are replaced and a code is sent (once a minute). Verified
     * account: the owner is told by mail instead. The answer is the same in all three cases.
     */
    async signUp(input: SignUpInput): Promise<{ email: string }> {
      const email = normalizeEmail(input.email);
      // Hashed first in every case, so the answer takes as long whatever the address.
      const passwordHash = await hashPassword(input.password);
      const existing = await withSecrets(email);
      const at = now();
      if (!existing) {
        try {
          const user = await users.create({
            firstname: input.firstname,
            lastname: input.lastname,
            email,
            passwordHash,
            hasPassword: true,
          });
          await sendCode(user);
        } catch (error) {
          // Two sign-ups raced for one address: the other one won; answer as if this one had.
          if ((error as { code?: number }).code !== 11000) throw error;
        }
      } else if (!existing.emailVerified) {
        await users.updateOne(
          { _id: existing._id },
          { $set: { firstname: input.firstname, lastname: input.lastname, passwordHash, hasPassword: true } },
        );
        if (cooldownLeft(existing.verification?.sentAt, at) <= 0) await sendCode(existing);
      } else if (cooldownLeft(existing.noticeSentAt, at) <= 0) {
        await users.updateOne({ _id: existing._id }, { $set: { noticeSentAt: at } });
        mailer.queue(existingAccountMail(email, web('/signin'), web('/forgot-password'), existing.firstname));
      }
      return { email };
    },

    /**
     * A new code, at most once a minute. Unknown and verified addresses, and an account whose code
     * is less than a minute old, all get the same answer and no mail: a "please wait" only an
     * unverified account can cause would tell that it exists.
     */
    async resendCode(emailInput: string): Promise<void> {
      const user = await withSecrets(emailInput);
      if (!user || user.emailVerified) return;
      if (cooldownLeft(user.verification?.sentAt, now()) > 0) return;
      await sendCode(user);
    },

    /** Checks the code: 10 minutes, 5 tries, then a new code is needed. Marks the address verified. */
    async verifyEmail({ email, otp }: VerifyEmailInput): Promise<UserDocument> {
      const user = await withSecrets(email);
      const pending = user?.verification;
      if (!user || user.emailVerified || !pending) throw new HttpError(400, AUTH_ERRORS.badCode);
      if (pending.expiresAt.getTime() <= now().getTime()) throw new HttpError(400, AUTH_ERRORS.badCode);
      // Every try is counted, in one write that also checks the count, before the code is compared:
      // a read-compare-increment let parallel guesses all pass the check before any was counted.
      const counted = await users.updateOne(
        {
          _id: user._id,
          'verification.hash': pending.hash,
          'verification.attempts': { $lt: AUTH_LIMITS.otpMaxWrongTries },
        },
        { $inc: { 'verification.attempts': 1 } },
      );
      // Out of tries (the code is dead until a new one is sent), or replaced or spent meanwhile: the
      // same answer as for an unknown address, so a spent code does not tell that a sign-up is pending.
      if (counted.modifiedCount === 0) throw new HttpError(400, AUTH_ERRORS.badCode);
      if (!sameHash(hashOtp(otp, user.id), pending.hash)) throw new HttpError(400, AUTH_ERRORS.badCode);
      // Spends the code in the same write that checks it is still the one we verified.
      const verified = await users.findOneAndUpdate(
        { _id: user._id, 'verification.hash': pending.hash },
        { $set: { emailVerified: true }, $unset: { verification: 1 } },
        { returnDocument: 'after' },
      );
      if (!verified) throw new HttpError(400, AUTH_ERRORS.badCode);
      return verified;
    },

    /** Password sign-in. Wrong address and wrong password answer alike; only a right password learns "unverified". */
    async login({ email, password }: SignInInput): Promise<UserDocument> {
      const user = await withSecrets(email);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) throw new HttpError(401, AUTH_ERRORS.badLogin);
      if (!user.emailVerified) {
        if (cooldownLeft(user.verification?.sentAt, now()) <= 0) await sendCode(user);
        throw new HttpError(403, AUTH_ERRORS.notVerified);
      }
      return user;
    },

    /**
     * A single-use reset link by mail, when the account exists. Returns at once and does the work
     * afterwards: an answer that waited for the token's writes would take longer for a real account
     * than for an unknown address, and the timing would tell them apart. Failures are logged.
     */
    forgotPassword({ email: emailInput }: ForgotPasswordInput): void {
      const email = normalizeEmail(emailInput);
      const work = async () => {
        const user = await users.findOne({ email });
        if (!user) return;
        const token = newToken();
        // Only the newest link works.
        await resetTokens.deleteMany({ userId: user._id, usedAt: { $exists: false } });
        await resetTokens.create({
          tokenHash: hashToken(token),
          userId: user._id,
          expiresAt: new Date(now().getTime() + AUTH_LIMITS.resetTokenTtlMinutes * MINUTE),
        });
        mailer.queue(passwordResetMail(user.email, web(`/auth/password/reset?token=${token}`), user.firstname));
      };
      // One request at a time per address: two overlapping runs could each delete the other's link.
      const previous = resetWork.get(email) ?? Promise.resolve();
      const running: Promise<void> = previous
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'password reset link could not be created'))
        .finally(() => {
          if (resetWork.get(email) === running) resetWork.delete(email);
        });
      resetWork.set(email, running);
    },

    /** Waits for reset-link work still running (on shutdown, and in tests). */
    async flush(): Promise<void> {
      while (resetWork.size > 0) await Promise.all([...resetWork.values()]);
    },

    /** Spends a reset link: new password, address proven, every session of the account ended. */
    async resetPassword(token: string, { newPassword }: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      const spent = await resetTokens.findOneAndUpdate(
        { tokenHash: hashToken(token), usedAt: { $exists: false }, expiresAt: { $gt: at } },
        { $set: { usedAt: at } },
      );
      if (!spent) throw new HttpError(400, AUTH_ERRORS.badResetLink);
      await users.updateOne(
        { _id: spent.userId },
        { $set: { passwordHash, hasPassword: true, emailVerified: true }, $unset: { verification: 1 } },
      );
      await sessions.revokeAll(spent.userId);
    },

    /**
     * Google sign-in: the account with this Google id, else the account with this (verified)
     * address, which is linked, else a new verified account. Linking an account nobody has
     * verified yet drops its password: whoever chose it never proved the mailbox.
     */
    async googleSignIn(profile: GoogleProfile): Promise<{ user: UserDocument; isNew: boolean }> {
      const known = await users.findOne({ googleId: profile.sub });
      if (known) return { user: known, isNew: false };
      const email = normalizeEmail(profile.email);
      const existing = await users.findOne({ email });
      if (existing) {
        const linked = await users.findOneAndUpdate(
          { _id: existing._id },
          {
            $set: {
              googleId: profile.sub,
              emailVerified: true,
              ...(existing.emailVerified ? {} : { hasPassword: false }),
              ...(!existing.profileImage && profile.picture ? { profileImage: profile.picture } : {}),
            },
            $unset: existing.emailVerified ? { verification: 1 } : { verification: 1, passwordHash: 1 },
          },
          { returnDocument: 'after' },
        );
        return { user: linked ?? existing, isNew: false };
      }
      const user = await users.create({
        firstname: profile.given_name?.trim() || email.split('@')[0]!,
        lastname: profile.family_name?.trim() ?? '',
        email,
        emailVerified: true,
        hasPassword: false,
        googleId: profile.sub,
        ...(profile.picture ? { profileImage: profile.picture } : {}),
      });
      return { user, isNew: true };
    },

    /** A one-time code the web app trades for a session (POST /auth/set-cookie). */
    async createHandoff(userId: Types.ObjectId): Promise<string> {
      const code = newToken();
      await handoffs.create({
        codeHash: hashToken(code),
        userId,
        expiresAt: new Date(now().getTime() + AUTH_LIMITS.handoffTtlSeconds * 1000),
      });
      return code;
    },

    async redeemHandoff(code: string): Promise<UserDocument> {
      const handoff = await handoffs.findOneAndDelete({ codeHash: hashToken(code), expiresAt: { $gt: now() } });
      const user = handoff ? await users.findById(handoff.userId) : null;
      if (!user) throw new HttpError(400, AUTH_ERRORS.badHandoff);
      return user;
    },

    /** PUT /auth: names, picture and onboarding answers; an empty choice clears it. */
    async updateProfile(userId: Types.ObjectId, input: UpdateProfileInput): Promise<UserDocument> {
      const $set: Record<string, unknown> = {};
      const $unset: Record<string, 1> = {};
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
      const updated = await users.findByIdAndUpdate(
        userId,
        {
          ...(Object.keys($set).length ? { $set } : {}),
          ...(Object.keys($unset).length ? { $unset } : {}),
          ...(Object.keys($max).length ? { $max } : {}),
        },
        { returnDocument: 'after' },
      );
      if (!updated) throw new HttpError(401, 'Not signed in');
      return updated;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { User };
