/**
 * The API's configuration: the only module that reads `process.env`.
 *
 * Variables (default in brackets):
 *   PORT                   [4000]  TCP port to listen on; 0 picks a free port.
 *   HOST                   [127.0.0.1]  Interface to bind; 0.0.0.0 to expose beyond this machine.
 *   NODE_ENV               [development]  development | production | test.
 *   MONGODB_URI            [unset]  A real MongoDB deployment. Unset: an embedded database is started
 *                          (not under NODE_ENV=production, which refuses to start without it).
 *   KUZA_DATA_DIR          [<repo>/.data]  Local data; the embedded mongod keeps its files in <data>/db,
 *                          the offline server in <data>/offline-db.
 *   DB_PERSIST             [true; false when NODE_ENV=test]  Keep embedded database files across restarts.
 *   WEB_ORIGINS            [http://localhost:3000,...,http://localhost:3006]  Comma-separated browser
 *                          origins allowed to call the API with credentials (shell + the six remotes).
 *   PUBLIC_WEB_URL         [http://localhost:3000]  Where users reach the web app (links in e-mails).
 *   RATE_LIMIT_MAX         [300]  Requests per minute per account when signed in, else per client IP, for
 *                          routes without a stricter limit.
 *   LOG_LEVEL              [info]  fatal | error | warn | info | debug | trace | silent.
 *   MONGOMS_SYSTEM_BINARY  [unset]  Path to a local `mongod` for the embedded database.
 *   COOKIE_SECURE          [auto]  true | false | auto; auto means "true when PUBLIC_WEB_URL is https".
 *   API_URL                [http://localhost:<PORT>]  Where browsers reach this API (the Google callback URL).
 *   SMTP_URL               [unset]  smtp(s)://user:pass@host:port for real mail. Unset: the dev outbox,
 *                          .eml files in <data>/outbox (plus, in development only, one log line with
 *                          the code or link). Required under NODE_ENV=production.
 *   MAIL_FROM              [Kuza <no-reply@kuza.local>]  Sender of every e-mail.
 *   API_DOCS               [true; false when NODE_ENV=production]  Serve the OpenAPI document and its UI
 *                          at /docs; production serves them only when this says true.
 *   AUTH_RATE_LIMIT_MAX    [30]  Sign-up, login, verify, resend, forgot, reset and Google hand-off attempts
 *                          per client IP per 15 minutes, each (per-e-mail limits are fixed, docs/decisions.md).
 *   WAITLIST_RATE_LIMIT_MAX [20]  Waitlist joins per client IP per minute (generous: many founders share
 *                          one carrier or campus IP).
 *   AI_RATE_LIMIT_MAX      [30]  AI calls (deck and resume generation, rewrites, AI Helper, import) per
 *                          account per minute.
 *   MEDIA_RATE_LIMIT_MAX   [60]  Picture uploads (POST /media, each up to 2 MB stored) per account per minute.
 *   MEDIA_GRACE_HOURS      [24]  A stored picture no deck, resume or profile names is deleted once it is this old
 *                          (counted from its upload, or from when the same picture was uploaded again).
 *   MEDIA_COLLECT_MINUTES  [60]  How often the API looks for such pictures (one instance at a time); 0 = never.
 *   GOOGLE_CLIENT_ID       [unset]  Google OAuth client; with GOOGLE_CLIENT_SECRET turns Google sign-in on.
 *   GOOGLE_CLIENT_SECRET   [unset]
 *   GOOGLE_AUTHORIZE_URL   [https://accounts.google.com/o/oauth2/v2/auth]  Overridable for a local OpenID provider.
 *   GOOGLE_TOKEN_URL       [https://oauth2.googleapis.com/token]
 *   GOOGLE_USERINFO_URL    [https://openidconnect.googleapis.com/v1/userinfo]
 *   AI_PROVIDER            [builtin]  builtin (offline, deterministic) | openai (any OpenAI-compatible endpoint).
 *   AI_BASE_URL            [https://api.openai.com/v1]  The chat-completions endpoint for AI_PROVIDER=openai.
 *   AI_API_KEY             [unset]  Its API key (required for AI_PROVIDER=openai).
 *   AI_MODEL               [gpt-4o-mini]  The model name.
 *   IMPORT_URL_ALLOW       [unset]  Comma-separated hosts that URL import may fetch even on private or
 *                          loopback addresses (tests only; never set it in production).
 *   REDIS_URL              [unset]  redis(s)://[user:pass@]host:port[/db] shared by every API instance (rate limits,
 *                          locks, stream counts). Unset: kept in this process, right for one instance only.
 *                          Under NODE_ENV=production it must carry a password (sessions and lockouts live there).
 *   TRUST_PROXY            [unset]  The proxies in front of the API, whose X-Forwarded-For is believed: a hop count
 *                          (1 behind one nginx) or comma-separated addresses/CIDRs (10.0.0.0/8,127.0.0.1).
 *                          Unset: the connecting address is the client.
 *   INSTANCE_ID            [<hostname>-<pid>]  This instance's name in /health, /ready, logs and generation leases.
 *   READ_CACHE_MS          [1000; 0 when NODE_ENV=test]  How long (0-1000 ms) a session, its account and the waitlist
 *                          count may be answered from this instance's memory (docs/decisions.md); 0 turns it off.
 */
import os from 'node:os';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { DEFAULT_PORTS } from '@kuza/contracts';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: NodeEnv;
  readonly mongodbUri: string | undefined;
  readonly dataDir: string;
  readonly dbPersist: boolean;
  /** Whether /docs serves the OpenAPI document (opt-in in production). */
  readonly apiDocs: boolean;
  readonly webOrigins: readonly string[];
  readonly publicWebUrl: string;
  readonly rateLimitMax: number;
  readonly logLevel: LogLevel;
  readonly mongomsSystemBinary: string | undefined;
  readonly cookieSecure: boolean;
  readonly apiUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly authRateLimitMax: number;
  readonly waitlistRateLimitMax: number;
  readonly aiRateLimitMax: number;
  readonly mediaRateLimitMax: number;
  /** How old an unused picture must be before the collector deletes it. */
  readonly mediaGraceMs: number;
  /** How often the collector runs; 0 = not on a timer. */
  readonly mediaCollectIntervalMs: number;
  /** Google sign-in; undefined when no client is configured (the buttons then explain it is off). */
  readonly google: GoogleConfig | undefined;
  readonly ai: AiConfig;
  /** Hosts URL import may fetch on private addresses (tests only). */
  readonly importUrlAllow: readonly string[];
  /** The Redis every instance shares; undefined = state kept in this process (one instance). */
  readonly redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
  readonly trustProxy: false | number | readonly string[];
  readonly instanceId: string;
  /** How long a session, its account and the waitlist count may be answered from memory; 0 = never. */
  readonly readCacheMs: number;
}

export interface AiConfig {
  readonly provider: 'builtin' | 'openai';
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly model: string;
}

export interface GoogleConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly userinfoUrl: string;
}

export const ENV_VARIABLES = [
  'PORT',
  'HOST',
  'NODE_ENV',
  'MONGODB_URI',
  'KUZA_DATA_DIR',
  'DB_PERSIST',
  'WEB_ORIGINS',
  'PUBLIC_WEB_URL',
  'RATE_LIMIT_MAX',
  'LOG_LEVEL',
  'MONGOMS_SYSTEM_BINARY',
  'COOKIE_SECURE',
  'API_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'API_DOCS',
  'AUTH_RATE_LIMIT_MAX',
  'WAITLIST_RATE_LIMIT_MAX',
  'AI_RATE_LIMIT_MAX',
  'MEDIA_RATE_LIMIT_MAX',
  'MEDIA_GRACE_HOURS',
  'MEDIA_COLLECT_MINUTES',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTHORIZE_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'AI_PROVIDER',
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'IMPORT_URL_ALLOW',
  'REDIS_URL',
  'TRUST_PROXY',
  'INSTANCE_ID',
  'READ_CACHE_MS',
] as const;
export type EnvVariable = (typeof ENV_VARIABLES)[number];
export type EnvSource = Readonly<Partial<Record<string, string | undefined>>>;

/** api/src → repository root; resolved from this file so the default does not depend on the cwd. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The shell's and every remote's local origin (all but the API's own port). */
const DEFAULT_WEB_ORIGINS = Object.entries(DEFAULT_PORTS)
  .filter(([app]) => app !== 'api')
  .map(([, port]) => `http://localhost:${port}`);

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The longest a revoked session, a changed account or the waitlist count may be answered from an
 * instance's memory (each instance's own cache; writes also clear it at once, see authenticate.ts).
 */
export const MAX_READ_CACHE_MS = 1000;

export class ConfigError extends Error {
  readonly variables: readonly EnvVariable[];

  constructor(problems: ReadonlyArray<{ variable: EnvVariable; problem: string }>) {
    super(
      `Invalid environment configuration (${problems.map((p) => p.variable).join(', ')}):\n` +
        problems.map((p) => `  - ${p.variable}: ${p.problem}`).join('\n'),
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

/**
 * Reads, validates and freezes the configuration. Every bad variable is reported in one ConfigError.
 * `env` defaults to the process environment; tests pass their own object.
 */
export function loadConfig(env: EnvSource = process.env): Config {
  const problems: Array<{ variable: EnvVariable; problem: string }> = [];
  const fail = (variable: EnvVariable, problem: string): undefined => {
    problems.push({ variable, problem });
    return undefined;
  };
  const raw = (name: EnvVariable): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const port =
    parseInteger(raw('PORT'), DEFAULT_PORTS.api, 0, 65535) ??
    fail('PORT', describe('an integer from 0 to 65535', raw('PORT')));
  const host = raw('HOST') ?? '127.0.0.1';
  const nodeEnv =
    oneOf(raw('NODE_ENV'), NODE_ENVS, 'development') ??
    fail('NODE_ENV', describe(NODE_ENVS.join(' | '), raw('NODE_ENV')));
  const mongodbUri = raw('MONGODB_URI');
  if (mongodbUri !== undefined && !/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri)) {
    fail('MONGODB_URI', 'must start with mongodb:// or mongodb+srv://');
  }
  const dataDir = path.resolve(REPO_ROOT, raw('KUZA_DATA_DIR') ?? '.data');
  const dbPersist =
    parseBoolean(raw('DB_PERSIST'), nodeEnv !== 'test') ??
    fail('DB_PERSIST', describe('true or false', raw('DB_PERSIST')));
  const apiDocs =
    parseBoolean(raw('API_DOCS'), nodeEnv !== 'production') ??
    fail('API_DOCS', describe('true or false', raw('API_DOCS')));
  const webOrigins = parseOrigins(raw('WEB_ORIGINS'), (problem) => fail('WEB_ORIGINS', problem));
  const publicWebUrl =
    parseWebUrl(raw('PUBLIC_WEB_URL') ?? 'http://localhost:3000') ??
    fail('PUBLIC_WEB_URL', describe('an http(s) URL', raw('PUBLIC_WEB_URL')));
  const rateLimitMax =
    parseInteger(raw('RATE_LIMIT_MAX'), 300, 1, Number.MAX_SAFE_INTEGER) ??
    fail('RATE_LIMIT_MAX', describe('a positive integer', raw('RATE_LIMIT_MAX')));
  const logLevel =
    oneOf(raw('LOG_LEVEL')?.toLowerCase(), LOG_LEVELS, 'info') ??
    fail('LOG_LEVEL', describe(LOG_LEVELS.join(' | '), raw('LOG_LEVEL')));
  const mongomsSystemBinary = raw('MONGOMS_SYSTEM_BINARY');
  const cookieSecureRaw = raw('COOKIE_SECURE') ?? 'auto';
  const cookieSecure =
    cookieSecureRaw.toLowerCase() === 'auto'
      ? (publicWebUrl ?? '').startsWith('https:')
      : (parseBoolean(cookieSecureRaw, false) ??
        fail('COOKIE_SECURE', describe('true, false or auto', cookieSecureRaw)));

  const apiUrl =
    parseWebUrl(raw('API_URL') ?? `http://localhost:${port ?? DEFAULT_PORTS.api}`) ??
    fail('API_URL', describe('an http(s) URL', raw('API_URL')));
  const smtpUrl = raw('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/\S+$/.test(smtpUrl))
    fail('SMTP_URL', 'must start with smtp:// or smtps://');
  const mailFrom = raw('MAIL_FROM') ?? 'Kuza <no-reply@kuza.local>';
  const authRateLimitMax =
    parseInteger(raw('AUTH_RATE_LIMIT_MAX'), 30, 1, Number.MAX_SAFE_INTEGER) ??
    fail('AUTH_RATE_LIMIT_MAX', describe('a positive integer', raw('AUTH_RATE_LIMIT_MAX')));
  const waitlistRateLimitMax =
    parseInteger(raw('WAITLIST_RATE_LIMIT_MAX'), 20, 1, Number.MAX_SAFE_INTEGER) ??
    fail('WAITLIST_RATE_LIMIT_MAX', describe('a positive integer', raw('WAITLIST_RATE_LIMIT_MAX')));
  const aiRateLimitMax =
    parseInteger(raw('AI_RATE_LIMIT_MAX'), 30, 1, Number.MAX_SAFE_INTEGER) ??
    fail('AI_RATE_LIMIT_MAX', describe('a positive integer', raw('AI_RATE_LIMIT_MAX')));
  const mediaRateLimitMax =
    parseInteger(raw('MEDIA_RATE_LIMIT_MAX'), 60, 1, Number.MAX_SAFE_INTEGER) ??
    fail('MEDIA_RATE_LIMIT_MAX', describe('a positive integer', raw('MEDIA_RATE_LIMIT_MAX')));
  const mediaGraceHours =
    parseInteger(raw('MEDIA_GRACE_HOURS'), 24, 1, 24 * 365) ??
    fail('MEDIA_GRACE_HOURS', describe('a whole number of hours from 1 to 8760', raw('MEDIA_GRACE_HOURS')));
  const mediaCollectMinutes =
    parseInteger(raw('MEDIA_COLLECT_MINUTES'), 60, 0, 24 * 60) ??
    fail(
      'MEDIA_COLLECT_MINUTES',
      describe('a whole number of minutes from 0 (never) to 1440', raw('MEDIA_COLLECT_MINUTES')),
    );
  const google = parseGoogle(raw, fail);
  const aiProvider =
    oneOf(raw('AI_PROVIDER')?.toLowerCase(), ['builtin', 'openai'] as const, 'builtin') ??
    fail('AI_PROVIDER', describe('builtin or openai', raw('AI_PROVIDER')));
  const aiBaseUrl =
    parseWebUrl(raw('AI_BASE_URL') ?? 'https://api.openai.com/v1') ??
    fail('AI_BASE_URL', describe('an http(s) URL', raw('AI_BASE_URL')));
  const aiApiKey = raw('AI_API_KEY');
  if (aiProvider === 'openai' && !aiApiKey) fail('AI_API_KEY', 'must be set when AI_PROVIDER is openai');
  const importUrlAllow = (raw('IMPORT_URL_ALLOW') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const redisUrl = raw('REDIS_URL');
  if (redisUrl !== undefined && !isRedisUrl(redisUrl))
    fail('REDIS_URL', describe('a redis:// or rediss:// URL', redisUrl));
  const trustProxy =
    parseTrustProxy(raw('TRUST_PROXY')) ?? fail('TRUST_PROXY', describe(TRUST_PROXY_FORMS, raw('TRUST_PROXY')));
  const instanceId = raw('INSTANCE_ID') ?? `${os.hostname()}-${process.pid}`;
  if (!/^[\w.:-]{1,100}$/.test(instanceId))
    fail('INSTANCE_ID', describe('up to 100 letters, digits, dots, colons, dashes or underscores', instanceId));

  const readCacheMs =
    parseInteger(raw('READ_CACHE_MS'), nodeEnv === 'test' ? 0 : MAX_READ_CACHE_MS, 0, MAX_READ_CACHE_MS) ??
    fail('READ_CACHE_MS', describe(`an integer from 0 to ${MAX_READ_CACHE_MS}`, raw('READ_CACHE_MS')));

  // Production fails closed: no stand-in database or mail folder, no shared state anyone local can write.
  if (nodeEnv === 'production') {
    if (!mongodbUri) fail('MONGODB_URI', PRODUCTION_REQUIRES.mongodbUri);
    if (!smtpUrl) fail('SMTP_URL', PRODUCTION_REQUIRES.smtpUrl);
    if (redisUrl !== undefined && isRedisUrl(redisUrl) && !new URL(redisUrl).password)
      fail('REDIS_URL', PRODUCTION_REQUIRES.redisPassword);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return Object.freeze<Config>({
    port: port!,
    host,
    nodeEnv: nodeEnv!,
    mongodbUri,
    dataDir,
    dbPersist: dbPersist!,
    apiDocs: apiDocs!,
    webOrigins: Object.freeze([...webOrigins!]),
    publicWebUrl: publicWebUrl!,
    rateLimitMax: rateLimitMax!,
    logLevel: logLevel!,
    mongomsSystemBinary: mongomsSystemBinary === undefined ? undefined : path.resolve(mongomsSystemBinary),
    cookieSecure: cookieSecure!,
    apiUrl: apiUrl!,
    smtpUrl,
    mailFrom,
    authRateLimitMax: authRateLimitMax!,
    waitlistRateLimitMax: waitlistRateLimitMax!,
    aiRateLimitMax: aiRateLimitMax!,
    mediaRateLimitMax: mediaRateLimitMax!,
    mediaGraceMs: mediaGraceHours! * 3_600_000,
    mediaCollectIntervalMs: mediaCollectMinutes! * 60_000,
    google: google && Object.freeze(google),
    ai: Object.freeze({
      provider: aiProvider!,
      baseUrl: aiBaseUrl!,
      apiKey: aiApiKey,
      model: raw('AI_MODEL') ?? 'gpt-4o-mini',
    }),
    importUrlAllow: Object.freeze(importUrlAllow),
    redisUrl,
    trustProxy: Array.isArray(trustProxy) ? Object.freeze([...trustProxy]) : trustProxy!,
    instanceId,
    readCacheMs: readCacheMs!,
  });
}

/** Why a production start is refused; docs/deploying.md lists the same settings. */
export const PRODUCTION_REQUIRES = {
  mongodbUri: 'must be set when NODE_ENV is production (the embedded database is for development only)',
  smtpUrl:
    'must be set when NODE_ENV is production (without it, sign-up codes and reset links would go to a local folder)',
  redisPassword:
    'must carry a password when NODE_ENV is production (redis://:PASSWORD@host:port): sessions, lockouts and limits live there',
} as const;

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const TRUST_PROXY_FORMS = 'a hop count (1-10) or comma-separated IP addresses/CIDRs';

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: a hop count, or the addresses and CIDRs of the
 * proxies (checked by the same library Fastify compiles them with). Never `true`: believing every
 * X-Forwarded-For would let any client choose its own address, and so its rate-limit bucket.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    if (entries.length === 0) return undefined;
    proxyAddr.compile(entries);
    return entries;
  } catch {
    return undefined;
  }
}

/** Google is on only with both client values; the three endpoints default to Google's own. */
function parseGoogle(
  raw: (name: EnvVariable) => string | undefined,
  fail: (variable: EnvVariable, problem: string) => undefined,
): GoogleConfig | undefined {
  const clientId = raw('GOOGLE_CLIENT_ID');
  const clientSecret = raw('GOOGLE_CLIENT_SECRET');
  if (!clientId && !clientSecret) return undefined;
  if (!clientId) return fail('GOOGLE_CLIENT_ID', 'must be set when GOOGLE_CLIENT_SECRET is');
  if (!clientSecret) return fail('GOOGLE_CLIENT_SECRET', 'must be set when GOOGLE_CLIENT_ID is');
  const url = (name: EnvVariable, fallback: string) =>
    parseWebUrl(raw(name) ?? fallback) ?? fail(name, describe('an http(s) URL', raw(name)));
  const authorizeUrl = url('GOOGLE_AUTHORIZE_URL', 'https://accounts.google.com/o/oauth2/v2/auth');
  const tokenUrl = url('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token');
  const userinfoUrl = url('GOOGLE_USERINFO_URL', 'https://openidconnect.googleapis.com/v1/userinfo');
  if (!authorizeUrl || !tokenUrl || !userinfoUrl) return undefined;
  return { clientId, clientSecret, authorizeUrl, tokenUrl, userinfoUrl };
}

/** Copies the named variables from the process environment (for tests that build their own config). */
export function pickProcessEnv(names: readonly EnvVariable[]): EnvSource {
  return Object.fromEntries(names.map((name) => [name, process.env[name]]));
}

function describe(expected: string, got: string | undefined): string {
  return `must be ${expected} (got ${JSON.stringify(got)})`;
}

function parseInteger(value: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean | undefined {
  if (value === undefined) return fallback;
  const v = value.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return undefined;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T | undefined {
  if (value === undefined) return fallback;
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

function parseWebUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

/** Origins are compared exactly with the browser's `Origin` header, so each must be scheme://host[:port]. */
function parseOrigins(value: string | undefined, fail: (problem: string) => undefined): string[] | undefined {
  if (value === undefined) return DEFAULT_WEB_ORIGINS;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    try {
      const url = new URL(entry);
      const isOriginOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      return (url.protocol !== 'http:' && url.protocol !== 'https:') || !isOriginOnly;
    } catch {
      return true;
    }
  });
  if (entries.length === 0) return fail('must list at least one origin');
  if (bad.length > 0) {
    return fail(
      `must be comma-separated origins like http://localhost:3000 (bad: ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
    );
  }
  return entries.map((entry) => new URL(entry).origin);
}
