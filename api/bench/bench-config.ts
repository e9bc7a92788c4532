import { loadConfig, pickProcessEnv } from '../src/config';
import { selectDatabase } from '../src/db/select-database';

/**
 * The API's settings for a bench: the database the environment names (else the embedded one),
 * nothing kept on disk, warnings only (so figures measure the request path, not stdout) and no mail
 * server; `overrides` add what one bench needs. Development mode: production refuses to start
 * without a real database, a mail server and a Redis password, which a bench on this machine has not.
 */
export function benchConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    ...pickProcessEnv(['MONGODB_URI', 'MONGOMS_SYSTEM_BINARY']),
    NODE_ENV: 'development',
    DB_PERSIST: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    ...overrides,
  });
}

/** Limits out of the way: the figures are the request path, not the limiter. */
export const NO_LIMITS = { RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000' };

/** The database for a bench's config, started without its notices. */
export const benchDatabase = (config: ReturnType<typeof loadConfig>) =>
  selectDatabase(config, { info: () => {}, warn: () => {} });

/**
 * The `kuza_session=…` pair a sign-in answer sets, among its cookies (a sign-up browser cookie
 * may come first); fails the bench when the sign-in did not work.
 */
export function sessionCookieOf(login: Response): string {
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('kuza_session='));
  if (!login.ok || !cookie) throw new Error(`bench login failed: HTTP ${login.status}`);
  return cookie;
}
