import { SUPPORTED_LOCALES, type Locale, type MessageDescriptor } from '@kuza/i18n';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { AUTH_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../account';
import { NAME_MIN_LENGTH, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailAddress, line, rule, text } from '../validation';
import {
  goalField,
  goalsField,
  industryField,
  onboardingStepField,
  targetAudienceField,
  teamSizeField,
} from './onboarding';

/**
 * Accounts: the schemas of every auth form and body, the password minimum raised to 8 everywhere
 * (docs/decisions.md), and the request/response types. The spec's messages (section 5) and the
 * other constants are in ../account, which has no yup, for the pages that only show them.
 */
export * from '../account';
/** Upper, lower and a symbol (anything that is not a letter, digit or space). */
const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z0-9\s]).*$/;

const firstname = line('First name')
  .required(rule(AUTH_MESSAGES.firstnameRequired))
  .min(NAME_MIN_LENGTH, rule(AUTH_MESSAGES.firstnameMin, { min: NAME_MIN_LENGTH }))
  .max(NAME_MAX_LENGTH, rule(AUTH_MESSAGES.firstnameMax, { max: NAME_MAX_LENGTH }));
const lastname = line('Last name')
  .required(rule(AUTH_MESSAGES.lastnameRequired))
  .min(NAME_MIN_LENGTH, rule(AUTH_MESSAGES.lastnameMin, { min: NAME_MIN_LENGTH }))
  .max(NAME_MAX_LENGTH, rule(AUTH_MESSAGES.lastnameMax, { max: NAME_MAX_LENGTH }));

/** The language an account reads Kuza in; anything else is refused with the list of those it speaks. */
export const localeField = string<Locale>()
  .typeError(rule(AUTH_MESSAGES.localeInvalid, { supported: SUPPORTED_LOCALES.join(', ') }))
  .oneOf([...SUPPORTED_LOCALES], rule(AUTH_MESSAGES.localeInvalid, { supported: SUPPORTED_LOCALES.join(', ') }))
  .optional();

const email = (invalid: MessageDescriptor, required: MessageDescriptor) => emailAddress({ required, invalid });

/** A new password: the spec's complexity rule with the 8-character minimum. */
const newPassword = (required: MessageDescriptor = AUTH_MESSAGES.passwordRequired) =>
  text('Password')
    .required(rule(required))
    .min(PASSWORD_MIN_LENGTH, rule(AUTH_MESSAGES.passwordMin, { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, rule(AUTH_MESSAGES.passwordMax, { max: PASSWORD_MAX_LENGTH }))
    .matches(PASSWORD_RULE, rule(AUTH_MESSAGES.passwordRule));

/** Passwords are never trimmed: a space is a character the user chose. */
const rawPassword = (label: string) =>
  newPassword()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original : value))
    .label(label);

export const signUpSchema = object({
  firstname,
  lastname,
  email: email(AUTH_MESSAGES.emailInvalid, AUTH_MESSAGES.emailRequired),
  password: rawPassword('Password'),
  /** The page's language when the form was sent; else the API reads the browser's Accept-Language. */
  locale: localeField,
});
export type SignUpInput = InferType<typeof signUpSchema>;

export const signInSchema = object({
  email: email(AUTH_MESSAGES.emailInvalid, AUTH_MESSAGES.required),
  // Only the length is checked at sign-in: the complexity rule is for choosing a password.
  password: text('Password')
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original : value))
    .required(rule(AUTH_MESSAGES.required))
    .min(PASSWORD_MIN_LENGTH, rule(AUTH_MESSAGES.passwordMin, { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, rule(AUTH_MESSAGES.passwordMax, { max: PASSWORD_MAX_LENGTH })),
});
export type SignInInput = InferType<typeof signInSchema>;

export const otpSchema = text('Code')
  .required(rule(AUTH_MESSAGES.required))
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), rule(AUTH_MESSAGES.otpDigits, { digits: OTP_LENGTH }));

export const verifyEmailSchema = object({
  email: email(AUTH_MESSAGES.emailInvalid, AUTH_MESSAGES.emailRequired),
  otp: otpSchema,
});
export type VerifyEmailInput = InferType<typeof verifyEmailSchema>;

export const resendCodeSchema = object({ email: email(AUTH_MESSAGES.emailInvalid, AUTH_MESSAGES.emailRequired) });
export type ResendCodeInput = InferType<typeof resendCodeSchema>;

export const forgotPasswordSchema = object({
  email: email(AUTH_MESSAGES.forgotEmailInvalid, AUTH_MESSAGES.emailRequired),
});
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = object({
  newPassword: rawPassword('New password'),
  confirmPassword: text('Confirm password')
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original : value))
    .required(rule(AUTH_MESSAGES.confirmRequired))
    // A test rather than oneOf(ref): yup checks oneOf before required, and an empty box should ask for it.
    .test(
      'match',
      rule(AUTH_MESSAGES.passwordsMatch),
      (value, context) => !value || value === context.parent.newPassword,
    ),
});
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;

/** The one-time code of a reset link or a Google hand-off (`?token=`): URL-safe base64. */
export const tokenSchema = text('Token')
  .required(rule(AUTH_MESSAGES.tokenRequired))
  .max(128, rule(AUTH_MESSAGES.tokenInvalid))
  .matches(/^[A-Za-z0-9_-]+$/, rule(AUTH_MESSAGES.tokenInvalid));

export const setCookieSchema = object({ token: tokenSchema });

/**
 * The query string of the reset link and of the Google hand-off: its token is checked before the
 * body, so a dead link is said first.
 */
export const tokenQuerySchema = object({ token: tokenSchema.optional() });
export type SetCookieInput = InferType<typeof setCookieSchema>;

/** http(s) only, so no `javascript:` or `data:` link ends up in an <img>. */
export const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

/**
 * `PUT /auth`: a partial update of the profile and the onboarding answers. `completed_step` marks
 * the onboarding step just passed; `stepRuleSchema` adds that step's own rules.
 */
export const updateProfileSchema = object({
  firstname: firstname.optional().default(undefined),
  lastname: lastname.optional().default(undefined),
  // '' clears the photo; anything else must be an http(s) link, as on the profile page.
  profileImage: text('Profile image')
    .max(2048)
    .matches(HTTP_LINK, { message: rule(AUTH_MESSAGES.profileImageLink), excludeEmptyString: true })
    .optional(),
  industry: industryField,
  team_size: teamSizeField,
  target_audience: targetAudienceField.optional(),
  goal: goalField.optional(),
  goals: goalsField.optional().default(undefined),
  completed_step: onboardingStepField,
  locale: localeField,
});
export type UpdateProfileInput = Partial<{
  firstname: string;
  lastname: string;
  profileImage: string;
  industry: string;
  team_size: string;
  target_audience: string;
  goal: string;
  goals: string[];
  completed_step: number;
  locale: Locale;
}>;

/*
 * The answers of the account routes, as the API sends them (its serializer writes exactly these
 * fields, so a hash, a code or a token can never reach one) and as the web app reads them.
 */

/** Onboarding answers as the API stores and returns them. */
export const onboardingAnswersSchema = object({
  industry: string(),
  team_size: string(),
  target_audience: string(),
  goal: string(),
  goals: array(string().defined()),
  /** The last onboarding step passed (1-3); 3 means onboarding is finished. */
  completed_step: number().integer(),
});
export type OnboardingAnswers = InferType<typeof onboardingAnswersSchema>;

/** `GET /auth/user`: the signed-in user, never a secret (no hash, code or token). */
export const publicUserReplySchema = object({
  id: string().defined(),
  firstname: string().defined(),
  lastname: string().defined(),
  email: string().defined(),
  emailVerified: boolean().defined(),
  profileImage: string(),
  /** Which ways of signing in the account has. */
  providers: array(string<'password' | 'google'>().oneOf(['password', 'google']).defined()).defined(),
  onboarding: onboardingAnswersSchema.defined(),
  /** The language the account reads Kuza and its e-mails in. */
  locale: string<Locale>()
    .oneOf([...SUPPORTED_LOCALES])
    .defined(),
  createdAt: string().defined(),
  updatedAt: string().defined(),
});
export type PublicUser = InferType<typeof publicUserReplySchema>;

/** Every error the API answers, whatever the route (api/src/plugins/error-handler.ts). */
export const errorReplySchema = object({
  /** The refusal in the reader's language (the account's, else the browser's, else English). */
  error: string().defined(),
  /** Stable whatever the language: the message's id (`auth.emailRequired`), else `http.<status>`. */
  code: string(),
});
export type ErrorResponse = InferType<typeof errorReplySchema>;

export const messageReplySchema = object({ message: string().defined() });
export type MessageResponse = InferType<typeof messageReplySchema>;

/** `POST /auth/local`: the same answer whether the address was new or not (no enumeration). */
export const signUpReplySchema = object({
  message: string().defined(),
  user: object({ email: string().defined() }).defined(),
});
export type SignUpResponse = InferType<typeof signUpReplySchema>;

/** `POST /auth/login`, `PUT /auth/email/verify`, `POST /auth/set-cookie`, `PUT /auth`, the avatar routes. */
export const sessionReplySchema = object({ message: string().defined(), user: publicUserReplySchema.defined() });
export type SessionResponse = InferType<typeof sessionReplySchema>;

export const currentUserReplySchema = object({ user: publicUserReplySchema.defined() });
export type CurrentUserResponse = InferType<typeof currentUserReplySchema>;

export const resendReplySchema = object({
  message: string().defined(),
  cooldownSeconds: number().integer().defined(),
});
export type ResendCodeResponse = InferType<typeof resendReplySchema>;
