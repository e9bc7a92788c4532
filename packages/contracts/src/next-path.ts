/** Where a signed-in user goes when no safe `next` was asked for. */
export const DEFAULT_NEXT_PATH = '/dashboard';

/** Longer than any page address of the site; a longer `next` is refused rather than cut. */
export const MAX_NEXT_PATH_LENGTH = 2000;

/**
 * Stands for the site's own origin when a path is resolved: only where the path leads matters, and
 * the answer must be the same in the browser, on the API and in tests.
 */
const SITE = 'https://kuza.invalid';

// Control characters (C0, DEL, C1), invisible format characters and line/paragraph separators:
// browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !INVISIBLE.test(value);
}

/**
 * A `next` (or any return path: sign-in, sign-up, e-mail verification, the Google hand-off,
 * invitation links) as a path on this site, else `fallback`. A value must be a root-relative path
 * that resolves against the site's origin to that same origin, with no control characters,
 * backslashes or `//` in it or in its percent-decoded form, and no longer than
 * MAX_NEXT_PATH_LENGTH. The path returned is the resolved one (so `/.//evil` cannot come back as
 * `//evil`). Pass `null` as the fallback to learn that there was no usable `next`.
 */
export function safeNextPath(value: unknown): string;
export function safeNextPath<F extends string | null>(value: unknown, fallback: F): string | F;
export function safeNextPath(value: unknown, fallback: string | null = DEFAULT_NEXT_PATH): string | null {
  if (typeof value !== 'string' || value.length > MAX_NEXT_PATH_LENGTH || !isPlainPath(value)) return fallback;
  const once = decoded(value);
  if (once === undefined || !isPlainPath(once)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SITE && isPlainPath(path) ? path : fallback;
}
