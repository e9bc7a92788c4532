import { defineMessages } from '@kuza/i18n';

/**
 * product.md §8: fallback texts when the server gives no message. A module of its own, without yup, so
 * the store can use it without loading the validation schemas on every page.
 */
export const AUTH_FALLBACKS = defineMessages({
  signUp: { id: 'auth.fallback.signUp', defaultMessage: 'Failed to create user' },
  verify: { id: 'auth.fallback.verify', defaultMessage: 'Failed to verify email' },
  forgot: { id: 'auth.fallback.forgot', defaultMessage: 'Failed to send reset link' },
  reset: { id: 'auth.fallback.reset', defaultMessage: 'Failed to reset password' },
  login: { id: 'auth.fallback.login', defaultMessage: 'Login failed' },
  setCookie: { id: 'auth.fallback.setCookie', defaultMessage: 'Failed to set cookie' },
  getUser: { id: 'auth.fallback.getUser', defaultMessage: 'Failed to get user' },
  logout: { id: 'auth.fallback.logout', defaultMessage: 'Failed to log out' },
  resend: { id: 'auth.fallback.resend', defaultMessage: 'Failed to send a new code' },
});
