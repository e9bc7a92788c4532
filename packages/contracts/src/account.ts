import { defineMessages } from '@kuza/i18n';
import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * The account flows' constants and messages (product.md section 5), without yup: the public
 * sign-in and sign-up pages show them before any rule is checked. The schemas that use them are in
 * schemas/auth.ts, which exports these too.
 */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

/** Timings and limits of the account flows (product.md §9 leaves them open; docs/decisions.md). */
export const AUTH_LIMITS = {
  otpTtlMinutes: 10,
  otpMaxWrongTries: 5,
  resendCooldownSeconds: 60,
  resetTokenTtlMinutes: 30,
  sessionTtlDays: 7,
  handoffTtlSeconds: 120,
} as const;

export const AUTH_MESSAGES = defineMessages({
  firstnameRequired: { id: 'auth.firstnameRequired', defaultMessage: 'First name is required' },
  firstnameMin: { id: 'auth.firstnameMin', defaultMessage: 'First name must be at least {min} characters' },
  lastnameRequired: { id: 'auth.lastnameRequired', defaultMessage: 'Last name is required' },
  lastnameMin: { id: 'auth.lastnameMin', defaultMessage: 'Last name must be at least {min} characters' },
  emailInvalid: { id: 'auth.emailInvalid', defaultMessage: 'Invalid email' },
  emailRequired: { id: 'auth.emailRequired', defaultMessage: 'Email is required' },
  required: { id: 'auth.required', defaultMessage: 'Required' },
  passwordRequired: { id: 'auth.passwordRequired', defaultMessage: 'Password is required' },
  passwordMin: { id: 'auth.passwordMin', defaultMessage: 'Must be at least {min} characters' },
  passwordMax: { id: 'auth.passwordMax', defaultMessage: 'Must be at most {max} characters' },
  passwordRule: {
    id: 'auth.passwordRule',
    defaultMessage: 'Password must contain at least one uppercase letter, one lowercase letter, and one symbol',
  },
  passwordsMatch: { id: 'auth.passwordsMatch', defaultMessage: 'Passwords must match' },
  confirmRequired: { id: 'auth.confirmRequired', defaultMessage: 'Please confirm your password' },
  otpDigits: { id: 'auth.otpDigits', defaultMessage: 'Must be {digits} digits' },
  forgotEmailInvalid: { id: 'auth.forgotEmailInvalid', defaultMessage: 'Invalid email address' },
  tokenRequired: { id: 'auth.tokenRequired', defaultMessage: 'The link is missing its token' },
  localeInvalid: { id: 'auth.localeInvalid', defaultMessage: 'Choose one of the languages Kuza speaks: {supported}' },
  firstnameMax: { id: 'auth.firstnameMax', defaultMessage: 'First name must be at most {max} characters' },
  lastnameMax: { id: 'auth.lastnameMax', defaultMessage: 'Last name must be at most {max} characters' },
  tokenInvalid: { id: 'auth.tokenInvalid', defaultMessage: 'The token is not valid' },
  profileImageLink: { id: 'auth.profileImageLink', defaultMessage: 'Profile image must be an http(s) link' },
});

/** The rule the page text states, shown next to every new-password field. */
export const PASSWORD_HINT = defineMessages({
  hint: {
    id: 'auth.passwordHint',
    defaultMessage: 'At least {min} characters, with an uppercase letter, a lowercase letter and a symbol.',
  },
}).hint;
/** The password rule as a form's hint says it: `t(PASSWORD_HINT, PASSWORD_HINT_VALUES)`. */
export const PASSWORD_HINT_VALUES = { min: PASSWORD_MIN_LENGTH } as const;

/** Where the Google buttons send the browser (a full-page redirect to the API). */
export const GOOGLE_START_PATH = '/auth/google';
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

/** `?error=` codes the API puts on /signin when Google sign-in cannot finish, and what the page says. */
export const GOOGLE_ERRORS = defineMessages({
  google_unavailable: {
    id: 'auth.google.unavailable',
    defaultMessage: 'Google sign-in is not available right now. Please use your email and password.',
  },
  google_failed: { id: 'auth.google.failed', defaultMessage: 'Google sign-in did not complete. Please try again.' },
  google_email_unverified: {
    id: 'auth.google.emailUnverified',
    defaultMessage: 'Your Google account has no verified email address. Please sign up with your email.',
  },
});
export type GoogleErrorCode = keyof typeof GOOGLE_ERRORS;

/** The local-storage key the spec names for the address waiting for verification. */
export const REGISTERED_EMAIL_KEY = 'registeredEmail';

export { AUTH_FALLBACKS } from './auth-fallbacks';

export const AUTH_TOASTS = defineMessages({
  signUpSuccess: {
    id: 'auth.toast.signUpSuccess',
    defaultMessage: 'Account created! Please verify your email to continue.',
  },
  errorTitle: { id: 'auth.toast.errorTitle', defaultMessage: 'Error' },
  loginSuccess: { id: 'auth.toast.loginSuccess', defaultMessage: 'Login successful' },
  loginFailed: { id: 'auth.toast.loginFailed', defaultMessage: 'Login failed. Please try again.' },
});
