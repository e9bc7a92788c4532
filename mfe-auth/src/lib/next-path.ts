/** Where a user goes after sign-in when nothing else is asked for. */
export const AFTER_SIGN_IN = '/dashboard';
export const AFTER_VERIFY = '/onboarding/about-startup';

/**
 * The `next` query parameter, only when it is a path on this site: an absolute or
 * protocol-relative URL (`//evil.example`) would turn sign-in into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  return next;
}

/**
 * An auth page's address that keeps `next`, so a visitor sent to sign in (an invitation link, a
 * protected page) can detour through sign-up and e-mail verification and still land there.
 */
export function withNext(path: string, next: string | undefined): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
