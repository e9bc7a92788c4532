import { safeNextPath } from '@kuza/contracts';

/** Where a new account goes after e-mail verification when nothing else is asked for. */
export const AFTER_VERIFY = '/onboarding/about-startup';

/** The page's `next`, when it is a path on this site (safeNextPath in contracts); else undefined. */
export function nextFrom(params: URLSearchParams): string | undefined {
  return safeNextPath(params.get('next'), null) ?? undefined;
}

/**
 * An auth page's address that keeps `next`, so a visitor sent to sign in (an invitation link, a
 * protected page) can detour through sign-up and e-mail verification and still land there.
 */
export function withNext(path: string, next: string | undefined): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
