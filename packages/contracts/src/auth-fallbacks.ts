/**
 * product.md §8: fallback texts when the server gives no message. A module of its own, without yup, so
 * the store can use it without loading the validation schemas on every page.
 */
export const AUTH_FALLBACKS = {
  signUp: 'Failed to create user',
  verify: 'Failed to verify email',
  forgot: 'Failed to send reset link',
  reset: 'Failed to reset password',
  login: 'Login failed',
  setCookie: 'Failed to set cookie',
  getUser: 'Failed to get user',
  logout: 'Failed to log out',
  resend: 'Failed to send a new code',
} as const;
