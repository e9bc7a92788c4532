import { DEFAULT_LOCALE, defineMessages, type Locale } from '@kuza/i18n';
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
import { NOT_SIGNED_IN } from '../../plugins/authenticate';
import type { SharedState } from '../../lib/shared-state';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail, passwordResetMail, verificationCodeMail } from '../mail/templates';
import type { SessionService } from '../sessions/service';
import { normalizeEmail } from '../users/email';
import type { User } from '../users/model';
import type { UsersService } from '../users/service';
import { MAIL_BUDGETS, type MailKind } from './limits';
import type { HandoffModel, PendingSignup, PendingSignupModel, ResetTokenModel } from './model';
import { hashOtp, hashPassword, hashToken, newOtp, newToken, sameHash, verifyPassword } from './secrets';

/** What the API takes from Google's userinfo answer (OpenID Connect standard claims). */
export interface GoogleProfile {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const AUTH_ERRORS = defineMessages({
  badLogin: { id: 'api.auth.badLogin', defaultMessage: 'Invalid email or password' },
  notVerified: {
    id: 'api.auth.notVerified',
    defaultMessage: 'Please verify your email before signing in. We sent you a code.',
  },
  badCode: { id: 'api.auth.badCode', defaultMessage: 'Invalid or expired code' },
  badResetLink: {
    id: 'api.auth.badResetLink',
    defaultMessage: 'This reset link is invalid or has expired. Please request a new one.',
  },
  badHandoff: {
    id: 'api.auth.badHandoff',
    defaultMessage: 'This sign-in link is invalid or has expired. Please sign in again.',
  },
});

export const AUTH_REPLIES = defineMessages({
  signUp: { id: 'api.auth.reply.signUp', defaultMessage: 'Account created! Please verify your email to continue.' },
  verified: { id: 'api.auth.reply.verified', defaultMessage: 'Email verified successfully' },
  resent: {
    id: 'api.auth.reply.resent',
    defaultMessage: 'If this address is waiting for verification, a new code is on its way.',
  },
  login: { id: 'api.auth.reply.login', defaultMessage: 'Login successful' },
  logout: { id: 'api.auth.reply.logout', defaultMessage: 'Logged out' },
  forgot: {
    id: 'api.auth.reply.forgot',
    defaultMessage: 'If an account exists for this email, we sent a link to reset the password.',
  },
  reset: { id: 'api.auth.reply.reset', defaultMessage: 'Your password has been reset. You can now sign in.' },
  profile: { id: 'api.auth.reply.profile', defaultMessage: 'Profile updated' },
});

const MINUTE = 60_000;
/** Longest one reset-link run may hold its address's lock (a few database writes). */
const RESET_WORK_LOCK_MS = 15_000;
/** Sign-ups waiting for their code per address; a new one drops the oldest beyond this. */
const MAX_PENDING_SIGNUPS = 5;
const cooldownLeft = (sentAt: Date | undefined, now: Date) =>
  sentAt ? Math.ceil((sentAt.getTime() + AUTH_LIMITS.resendCooldownSeconds * 1000 - now.getTime()) / 1000) : 0;

export interface AuthDeps {
  users: UsersService;
  sessions: SessionService;
  resetTokens: ResetTokenModel;
  handoffs: HandoffModel;
  pendingSignups: PendingSignupModel;
  mailer: Mailer;
  /** Serialises reset-link work per address, and counts each address's mail, across every instance. */
  shared: Pick<SharedState, 'withLock' | 'takeSlot'>;
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
  pendingSignups,
  mailer,
  shared,
  config,
  log,
  now = () => new Date(),
}: AuthDeps) {
  const web = (path: string) => `${config.publicWebUrl}${path}`;
  /** Reset-link work this instance still runs after its answer (awaited on shutdown and in tests). */
  const resetWork = new Set<Promise<void>>();

  /**
   * Whether the address may be sent one more mail of this kind (MAIL_BUDGETS). Past the budget, or
   * when it cannot be counted, nothing is sent: the answer never changes, and the owner is never refused.
   */
  async function mayMail(kind: MailKind, email: string): Promise<boolean> {
    const { max, windowMs } = MAIL_BUDGETS[kind];
    try {
      return (await shared.takeSlot(`mail-${kind}:${email}`, max, windowMs)) !== undefined;
    } catch (error) {
      log.error({ err: error }, 'mail budget could not be counted');
      return false;
    }
  }

  /**
   * A fresh code for one pending sign-up, replacing its earlier one, and the mail carrying it; none
   * past the address's daily budget of codes (the earlier code stays as it was).
   */
  async function sendCode(pending: Pick<PendingSignup, 'email' | 'firstname' | 'locale'> & { _id: Types.ObjectId }) {
    if (!(await mayMail('code', pending.email))) return;
    const code = newOtp();
    const at = now();
    await pendingSignups.updateOne(
      { _id: pending._id },
      {
        $set: {
          codeHash: hashOtp(code, String(pending._id)),
          expiresAt: new Date(at.getTime() + AUTH_LIMITS.otpTtlMinutes * MINUTE),
          attempts: 0,
          sentAt: at,
        },
      },
    );
    mailer.queue(verificationCodeMail(pending.email, code, pending.firstname, pending.locale ?? DEFAULT_LOCALE));
  }

  /** Seconds until this address may be sent another code (one code a minute, whichever sign-up asks). */
  async function addressCooldown(email: string): Promise<number> {
    const last = await pendingSignups.findOne({ email, sentAt: { $exists: true } }).sort({ sentAt: -1 });
    return cooldownLeft(last?.sentAt, now());
  }

  /** A new pending sign-up for this browser (the oldest beyond MAX_PENDING_SIGNUPS are dropped). */
  async function addPendingSignup(
    email: string,
    browser: string,
    fields: Omit<PendingSignup, 'email' | 'browserHash' | 'attempts' | 'createdAt'>,
  ) {
    const browserHash = hashToken(browser);
    await pendingSignups.deleteMany({ email, browserHash });
    const pending = await pendingSignups.create({ email, browserHash, attempts: 0, createdAt: now(), ...fields });
    const stale = await pendingSignups.find({ email }).sort({ createdAt: -1 }).skip(MAX_PENDING_SIGNUPS).select('_id');
    if (stale.length) await pendingSignups.deleteMany({ _id: { $in: stale.map((p) => p._id) } });
    if ((await addressCooldown(email)) <= 0) await sendCode(pending);
  }

  const withSecrets = (email: string) => users.withSecrets({ email: normalizeEmail(email) });

  return {
    /**
     * New or unverified address: a pending sign-up of its own, tied to this browser, and its code
     * (once a minute per address). Nothing about the account changes until a code is verified, so
     * a later sign-up for the same address cannot replace the password of an earlier one.
     * Verified account: the owner is told by mail instead. The answer is the same in all cases.
     * `locale` is the sign-up page's language, else the browser's: the new account's and its code's.
     */
    async signUp(input: SignUpInput, browser: string, locale: Locale): Promise<{ email: string }> {
      const email = normalizeEmail(input.email);
      // Hashed first in every case, so the answer takes as long whatever the address.
      const passwordHash = await hashPassword(input.password);
      const existing = await withSecrets(email);
      const at = now();
      // Two sign-ups may race for one address: the account exists either way; each keeps its own sign-up.
      if (!existing) await users.create({ firstname: input.firstname, lastname: input.lastname, email, locale });
      if (!existing || !existing.emailVerified) {
        await addPendingSignup(email, browser, {
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          locale,
        });
      } else if (cooldownLeft(existing.noticeSentAt, at) <= 0) {
        await users.noticeSent(existing._id, at);
        mailer.queue(
          existingAccountMail(
            email,
            web('/signin'),
            web('/forgot-password'),
            existing.firstname,
            existing.locale ?? locale,
          ),
        );
      }
      return { email };
    },

    /**
     * A new code, at most once a minute. Unknown and verified addresses, and an account whose code
     * is less than a minute old, all get the same answer and no mail: a "please wait" only an
     * unverified account can cause would tell that it exists.
     */
    async resendCode(emailInput: string, browser: string): Promise<void> {
      const email = normalizeEmail(emailInput);
      // The code of this browser's own sign-up: a browser never receives another sign-up's code.
      const pending = await pendingSignups.findOne({ email, browserHash: hashToken(browser) });
      if (!pending || (await addressCooldown(email)) > 0) return;
      await sendCode(pending);
    },

    /**
     * Checks the code of this browser's sign-up: 10 minutes, 5 tries, then a new code is needed.
     * Activates the password and names that sign-up was made with, marks the address verified and
     * voids every other pending sign-up for it. Any failure gives the one answer an unknown
     * address gets, so it tells nothing about the address.
     */
    async verifyEmail({ email: emailInput, otp }: VerifyEmailInput, browser: string): Promise<User> {
      const email = normalizeEmail(emailInput);
      const refused = new HttpError(400, AUTH_ERRORS.badCode);
      const pending = await pendingSignups.findOne({ email, browserHash: hashToken(browser) });
      if (!pending?.codeHash || !pending.expiresAt || pending.expiresAt.getTime() <= now().getTime()) throw refused;
      // Every try is counted, in one write that also checks the count, before the code is compared:
      // a read-compare-increment let parallel guesses all pass the check before any was counted.
      const counted = await pendingSignups.updateOne(
        { _id: pending._id, codeHash: pending.codeHash, attempts: { $lt: AUTH_LIMITS.otpMaxWrongTries } },
        { $inc: { attempts: 1 } },
      );
      if (counted.modifiedCount === 0) throw refused;
      if (!sameHash(hashOtp(otp, String(pending._id)), pending.codeHash)) {
        // Its guesses spent, the code is void: gone from the record, not merely refused.
        await pendingSignups.updateOne(
          { _id: pending._id, codeHash: pending.codeHash, attempts: { $gte: AUTH_LIMITS.otpMaxWrongTries } },
          { $unset: { codeHash: 1 } },
        );
        throw refused;
      }
      // Spends the code in the same write that checks it is still the one we verified.
      const spent = await pendingSignups.findOneAndDelete({ _id: pending._id, codeHash: pending.codeHash });
      if (!spent) throw refused;
      const verified = await users.verify(email, spent);
      if (!verified) throw refused;
      await pendingSignups.deleteMany({ email });
      return verified;
    },

    /**
     * Password sign-in. Wrong address and wrong password answer alike; only a right password
     * learns "unverified": the password of one of the address's pending sign-ups, whose code is
     * then sent again and tied to this browser, to be verified here.
     */
    async login({ email, password }: SignInInput, browser: () => string): Promise<User> {
      const user = await withSecrets(email);
      if (user?.emailVerified) {
        if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(401, AUTH_ERRORS.badLogin);
        return user;
      }
      const address = normalizeEmail(email);
      const pending = await pendingSignups.find({ email: address }).sort({ createdAt: -1 });
      let match: (typeof pending)[number] | undefined;
      for (const candidate of pending) {
        if (await verifyPassword(candidate.passwordHash, password)) {
          match = candidate;
          break;
        }
      }
      // An account left unverified by an earlier version keeps its password on the account.
      if (!match && user?.passwordHash && (await verifyPassword(user.passwordHash, password))) {
        await addPendingSignup(address, browser(), {
          passwordHash: user.passwordHash,
          firstname: user.firstname,
          lastname: user.lastname,
          ...(user.locale ? { locale: user.locale } : {}),
        });
        throw new HttpError(403, AUTH_ERRORS.notVerified);
      }
      // Runs one verification even when there is nothing to compare, so the answer takes as long.
      if (!match && pending.length === 0) await verifyPassword(undefined, password);
      if (!match) throw new HttpError(401, AUTH_ERRORS.badLogin);
      await pendingSignups.updateOne({ _id: match._id }, { $set: { browserHash: hashToken(browser()) } });
      if ((await addressCooldown(address)) <= 0) await sendCode(match);
      throw new HttpError(403, AUTH_ERRORS.notVerified);
    },

    /**
     * A single-use reset link by mail, when the account exists. Returns at once and does the work
     * afterwards: an answer that waited for the token's writes would take longer for a real account
     * than for an unknown address, and the timing would tell them apart. Failures are logged.
     */
    forgotPassword({ email: emailInput }: ForgotPasswordInput, locale: Locale = DEFAULT_LOCALE): void {
      const email = normalizeEmail(emailInput);
      const work = async () => {
        const user = await users.byEmail(email);
        if (!user || !(await mayMail('reset', email))) return;
        const token = newToken();
        // Only the newest link works.
        await resetTokens.deleteMany({ userId: user._id, usedAt: { $exists: false } });
        await resetTokens.create({
          tokenHash: hashToken(token),
          userId: user._id,
          expiresAt: new Date(now().getTime() + AUTH_LIMITS.resetTokenTtlMinutes * MINUTE),
        });
        mailer.queue(
          passwordResetMail(
            user.email,
            web(`/auth/password/reset?token=${token}`),
            user.firstname,
            user.locale ?? locale,
          ),
        );
      };
      // One run at a time per address, whichever instance answered: overlapping runs could each
      // keep their own link, and only the newest may work.
      const running: Promise<void> = shared
        .withLock(`reset-link:${email}`, RESET_WORK_LOCK_MS, work)
        .catch((error: unknown) => log.error({ err: error }, 'password reset link could not be created'))
        .finally(() => resetWork.delete(running));
      resetWork.add(running);
    },

    /** Waits for reset-link work still running (on shutdown, and in tests). */
    async flush(): Promise<void> {
      while (resetWork.size > 0) await Promise.all([...resetWork]);
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
      const user = await users.setPassword(spent.userId, passwordHash, { provesAddress: true });
      // The mailbox is proven with the new password: no earlier sign-up can be verified any more.
      if (user) await pendingSignups.deleteMany({ email: user.email });
      await sessions.revokeAll(spent.userId);
    },

    /**
     * Google sign-in: the account with this Google id, else the account with this (verified)
     * address, which is linked, else a new verified account. Linking an account nobody has
     * verified yet drops its password: whoever chose it never proved the mailbox.
     */
    async googleSignIn(
      profile: GoogleProfile,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ user: User; isNew: boolean }> {
      const known = await users.byGoogleId(profile.sub);
      if (known) return { user: known, isNew: false };
      const email = normalizeEmail(profile.email);
      const existing = await users.byEmail(email);
      if (existing) {
        const linked = await users.linkGoogle(existing, profile.sub, profile.picture);
        // Google proved the mailbox: sign-ups nobody verified can no longer set a password.
        await pendingSignups.deleteMany({ email });
        return { user: linked ?? existing, isNew: false };
      }
      const user = await users.create({
        firstname: profile.given_name?.trim() || email.split('@')[0]!,
        lastname: profile.family_name?.trim() ?? '',
        email,
        emailVerified: true,
        hasPassword: false,
        googleId: profile.sub,
        locale,
        ...(profile.picture ? { profileImage: profile.picture } : {}),
      });
      // Null only when a parallel sign-in made the account first: a failure, as any lost race on an index.
      if (!user) throw new Error('the account was created by a parallel sign-in');
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

    async redeemHandoff(code: string): Promise<User> {
      const handoff = await handoffs.findOneAndDelete({ codeHash: hashToken(code), expiresAt: { $gt: now() } });
      const user = handoff ? await users.byId(handoff.userId) : null;
      if (!user) throw new HttpError(400, AUTH_ERRORS.badHandoff);
      return user;
    },

    /** PUT /auth: names, picture and onboarding answers; an empty choice clears it. */
    async updateProfile(userId: Types.ObjectId, input: UpdateProfileInput): Promise<User> {
      const updated = await users.updateProfile(userId, input);
      if (!updated) throw new HttpError(401, NOT_SIGNED_IN);
      return updated;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { User };
