import type { FastifyInstance } from 'fastify';
import type { Deck } from '@kuza/contracts';
import { loadConfig, pickProcessEnv } from '../src/config';
import { hashPassword } from '../src/modules/auth/secrets';
import { accountsOf } from '../test/helpers/accounts';
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

/** A bench's founder: the API's address, the session cookie, and a caller that sends JSON (or raw bytes). */
export interface BenchFounder {
  base: string;
  cookie: string;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/** A verified founder made on `app` (listening) and signed in over HTTP, as a browser does. */
export async function signedInFounder(app: FastifyInstance, email: string): Promise<BenchFounder> {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the bench API is not listening');
  const base = `http://127.0.0.1:${address.port}`;
  const password = 'Bench!pass1';
  await (
    await accountsOf(app)
  ).create({
    firstname: 'Amara',
    lastname: 'Okafor',
    email,
    passwordHash: await hashPassword(password),
    hasPassword: true,
    emailVerified: true,
  });
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookieOf(login);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const raw = Buffer.isBuffer(body);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
      },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { base, cookie, call };
}

/** The founder's generated SokoFresh deck (builtin AI), once its generation is done. */
export async function generatedDeck(founder: BenchFounder): Promise<Deck> {
  const { call } = founder;
  const deck = await call<Deck>('POST', '/decks', {
    mode: 'ai',
    inputs: { startupName: 'SokoFresh', industry: 'Agritech', description: 'Cold storage for smallholder farmers' },
  });
  await call('POST', `/decks/${deck.id}/generate`);
  for (let i = 0; i < 400; i += 1) {
    const status = await call<{ state: string }>('GET', `/decks/${deck.id}/generation`);
    if (status.state === 'done') return call<Deck>('GET', `/decks/${deck.id}`);
    if (status.state === 'failed') throw new Error('generation failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('generation did not finish');
}
