import { EMAIL_MAX_LENGTH } from '@kuza/contracts/constants';
import { safeNextPath } from '@kuza/contracts/next-path';

/** Where a new account goes after e-mail verification when nothing else is asked for. */
export const AFTER_VERIFY = '/onboarding/about-startup';

/** The page's `next`, when it is a path on this site (safeNextPath in contracts); else undefined. */
export function nextFrom(params: URLSearchParams): string | undefined {
  return safeNextPath(params.get('next'), null) ?? undefined;
}

/** The address an auth page's e-mail field starts with (`?email=`, set by the invitation page). */
export function emailFrom(params: URLSearchParams): string | undefined {
  return params.get('email')?.trim().slice(0, EMAIL_MAX_LENGTH) || undefined;
}

/**
 * An auth page's address that keeps `next`, so a visitor sent to sign in (an invitation link, a
 * protected page) can detour through sign-up and e-mail verification and still land there; and
 * the e-mail to pre-fill, when the page knows it (an invitation names the address).
 */
export function withNext(path: string, next: string | undefined, email?: string): string {
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  if (email) query.set('email', email);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
