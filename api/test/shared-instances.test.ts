import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import type { Deck, GenerationStatus } from '@kuza/contracts';
import { LIMITS_UNAVAILABLE } from '../src/modules/auth/limits';
import { GENERATION_LEASE_MS } from '../src/modules/decks/service';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS } from '../src/modules/decks/generation-stream';
import { codeIn, resetTokenIn } from './helpers/smtp';
import { createTestApp, TEST_WEB_ORIGIN } from './helpers/test-app';
import {
  account,
  createAuthApp,
  json,
  login,
  newEmail,
  signUp,
  verifiedAccount,
  verify,
  type AuthTestApp,
} from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';
import { startTestRedis, type TestRedis } from './helpers/redis';
import type { EnvSource } from '../src/config';
import { accountsOf } from './helpers/accounts';

/** Two API instances, as behind nginx: one Redis, one database. `a` leaves the database to `b`. */
async function twoInstances(env: EnvSource = {}): Promise<{ a: AuthTestApp; b: AuthTestApp }> {
  const shared = { REDIS_URL: redis.url, ...env };
  const a = await createAuthApp({ ...shared, INSTANCE_ID: 'api-a' }, { keepDatabase: true });
  const b = await createAuthApp({ ...shared, INSTANCE_ID: 'api-b' }, { dbName: a.dbName }).catch(async (error) => {
    await a.stop();
    throw error;
  });
  running.push(a, b);
  return { a, b };
}

let redis: TestRedis;
const running: AuthTestApp[] = [];
beforeAll(async () => {
  redis = await startTestRedis();
});
afterEach(async () => {
  // `b` last: it drops the database both used.
  await Promise.all(running.splice(0).map((app) => app.stop()));
  await redis.flush();
});
afterAll(() => redis?.remove());

/** Serves the app on a free loopback port, as behind nginx: real sockets, which shutdown must end. */
async function listening(ctx: AuthTestApp): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

/** A progress stream as the generating page opens it: the status once headers arrive, the body once it ends. */
function openStream(url: string, cookie: string) {
  let resolveStatus!: (status: number) => void;
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const body = new Promise<string>((resolve, reject) => {
    http
      .get(url, { headers: { cookie, origin: TEST_WEB_ORIGIN }, agent: false }, (response) => {
        resolveStatus(response.statusCode ?? 0);
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  return { status, body };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function progressOn(ctx: AuthTestApp, cookie: string, id: string): Promise<GenerationStatus> {
  const response = await ctx.app.inject({ method: 'GET', url: `/decks/${id}/generation`, ...as(cookie) });
  if (response.statusCode !== 200) throw new Error(`progress failed: ${response.statusCode} ${response.body}`);
  return response.json<GenerationStatus>();
}

/** Polls the progress as the generating page does, until it ends or `withinMs` passes. */
async function finishedOn(ctx: AuthTestApp, cookie: string, id: string, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const status = await progressOn(ctx, cookie, id);
    if (status.state !== 'running') return { status, ms: Date.now() - started };
    if (Date.now() - started > withinMs) return { status, ms: Date.now() - started };
    await sleep(100);
  }
}

describe('two API instances sharing Redis and one database', () => {
  it('count one rate limit across both instances', async () => {
    const { a, b } = await twoInstances({ RATE_LIMIT_MAX: '6' });

    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await instance.app.inject({ url: '/waitlist/count' })).statusCode);
    }

    // Six in all, whichever instance answered: not six on each.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('verify on one instance the code the other sent, and honour a sign-in lockout made on the other', async () => {
    const { a, b } = await twoInstances();
    const email = newEmail('shared');
    expect((await signUp(a, account(email))).statusCode).toBe(201);
    const code = codeIn(await a.smtp.waitFor(email));

    const verified = await verify(b, email, code);
    expect(verified.statusCode).toBe(200);

    // Ten wrong passwords, half on each instance, from one address…
    const wrong: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const response = await instance.app.inject({
        method: 'POST',
        url: '/auth/login',
        ...json({ email, password: 'Wrong!pass9' }),
        remoteAddress: '10.0.0.66',
      });
      wrong.push(response.statusCode);
    }
    expect(wrong).toEqual(Array(10).fill(401));
    // …and the eleventh is refused by both, even with the right password.
    for (const instance of [a, b]) {
      const locked = await instance.app.inject({
        method: 'POST',
        url: '/auth/login',
        ...json({ email, password: 'Secret!pass1' }),
        remoteAddress: '10.0.0.66',
      });
      expect(locked.statusCode).toBe(429);
    }
  });

  it('let 50 signed-in people behind one address work past any per-address limit, while an anonymous flood from it is stopped', async () => {
    const { a, b } = await twoInstances({ RATE_LIMIT_MAX: '20' });
    const stamp = Date.now().toString(36);
    const people = await (
      await accountsOf(a.app)
    ).insertMany(
      Array.from({ length: 50 }, (_, i) => ({
        firstname: 'Hub',
        lastname: `Founder ${i}`,
        email: `hub-${i}-${stamp}@example.com`,
        emailVerified: true,
      })),
    );
    const cookies = await Promise.all(
      people.map(async (person) => `kuza_session=${(await a.app.sessions.create(person._id)).id}`),
    );

    // 50 people × 4 requests = 200 from one address, ten times RATE_LIMIT_MAX, across both instances.
    const answers = await Promise.all(
      cookies.flatMap((cookie) =>
        [a, b, a, b].map((instance) =>
          instance.app.inject({ url: '/auth/user', headers: { cookie }, remoteAddress: '41.90.1.7' }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);

    // Signed out, the same address has RATE_LIMIT_MAX requests a minute, whichever instance answers.
    const anonymous: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      anonymous.push((await instance.app.inject({ url: '/waitlist/count', remoteAddress: '41.90.1.7' })).statusCode);
    }
    expect(anonymous.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(anonymous.slice(20)).toEqual([429, 429, 429, 429]);

    // And each account keeps a limit of its own: one person's script cannot use up the others'.
    const busy: number[] = [];
    for (let i = 0; i < 18; i += 1) {
      busy.push((await a.app.inject({ url: '/auth/user', headers: { cookie: cookies[0]! } })).statusCode);
    }
    expect(busy.filter((status) => status === 429)).toHaveLength(2);
  });

  it('poll a generation started on one instance from the other, and finish it there within 10 s once the first shuts down mid-run', async () => {
    const { a, b } = await twoInstances();
    const { cookie } = await verifiedAccount(a);
    const deck: Deck = await createAiDeck(a, cookie);
    // Instance a writes slowly: it is still writing when it is shut down.
    const slowOnA = jest
      .spyOn(a.app.ai, 'slides')
      .mockImplementation(
        (_brief, _outline, _onSlide, signal) =>
          new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      );

    const started = await a.app.inject({ method: 'POST', url: `/decks/${deck.id}/generate`, ...as(cookie) });
    expect(started.statusCode).toBe(202);
    expect(await progressOn(b, cookie, deck.id)).toMatchObject({ state: 'running', total: deck.outline.length });
    // b does not take over a run whose instance is alive.
    await sleep(GENERATION_LEASE_MS / 2);
    expect(await progressOn(b, cookie, deck.id)).toMatchObject({ state: 'running', done: 0 });

    await a.stop();
    expect(slowOnA).toHaveBeenCalledTimes(1);

    const { status, ms } = await finishedOn(b, cookie, deck.id, 10_000);
    expect(status).toEqual({ state: 'done', done: deck.outline.length, total: deck.outline.length });
    expect(ms).toBeLessThan(10_000);
    const written = await b.app.inject({ url: `/decks/${deck.id}`, ...as(cookie) });
    expect(written.json<Deck>().slides).toHaveLength(deck.outline.length);
  }, 30_000);

  it('take over within 10 s a generation whose instance died without a word, and never leave one running forever', async () => {
    const { b } = await twoInstances();
    const { cookie } = await verifiedAccount(b);
    const deck = await createAiDeck(b, cookie);
    const orphan = await createAiDeck(b, cookie);
    const decks = b.app.db.connection.collection('decks');
    // What a killed instance leaves: runs it last renewed a moment ago. The second one has
    // already been taken over twice by instances that died in turn.
    const lease = (attempts: number) => ({
      state: 'running',
      done: 2,
      total: deck.outline.length,
      startedAt: new Date(),
      runId: `run-of-a-dead-instance-${attempts}`,
      owner: 'api-killed',
      leaseUntil: new Date(Date.now() + 1_000),
      userId: new Types.ObjectId(deck.authorId),
      attempts,
    });
    await decks.updateOne({ _id: new Types.ObjectId(deck.id) }, { $set: { generation: lease(1) } });
    await decks.updateOne({ _id: new Types.ObjectId(orphan.id) }, { $set: { generation: lease(3) } });

    const resumed = await finishedOn(b, cookie, deck.id, 10_000);
    expect(resumed.status).toEqual({ state: 'done', done: deck.outline.length, total: deck.outline.length });
    expect(resumed.ms).toBeLessThan(10_000);
    const given = await finishedOn(b, cookie, orphan.id, 10_000);
    expect(given.status).toMatchObject({ state: 'failed', error: 'Generation stopped. Try again.' });
  }, 30_000);

  it('mail one working reset link when the same address asks on both instances at once', async () => {
    const { a, b } = await twoInstances();
    const { email } = await verifiedAccount(a);
    const forgot = (ctx: AuthTestApp) =>
      ctx.app.inject({ method: 'POST', url: '/auth/password/forgot', ...json({ email }) });

    expect((await Promise.all([forgot(a), forgot(b)])).map((response) => response.statusCode)).toEqual([200, 200]);
    const tokens = [resetTokenIn(await a.smtp.waitFor(email, 2)), resetTokenIn(await b.smtp.waitFor(email, 1))];

    const resets = [];
    for (const [i, token] of tokens.entries()) {
      const instance = i === 0 ? b : a;
      const newPassword = `Brand!new2${i}`;
      resets.push(
        (
          await instance.app.inject({
            method: 'POST',
            url: `/auth/password/reset?token=${encodeURIComponent(token)}`,
            ...json({ newPassword, confirmPassword: newPassword }),
          })
        ).statusCode,
      );
    }
    // Only the newer link works, whichever instance made it.
    expect(resets.sort()).toEqual([200, 400]);
  });

  it('cap the progress streams one person holds across both instances, and end them cleanly when an instance shuts down', async () => {
    const { a, b } = await twoInstances();
    const { cookie } = await verifiedAccount(a);
    const deck = await createAiDeck(a, cookie);
    jest
      .spyOn(a.app.ai, 'slides')
      .mockImplementation(
        (_brief, _outline, _onSlide, signal) =>
          new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      );
    expect((await a.app.inject({ method: 'POST', url: `/decks/${deck.id}/generate`, ...as(cookie) })).statusCode).toBe(
      202,
    );
    const [onA, onB] = [await listening(a), await listening(b)];
    const open = (base: string) => openStream(`${base}/decks/${deck.id}/generation/stream`, cookie);

    // Half the allowance on each instance, each stream open (its headers received) before the next.
    const streams: Array<{ on: 'a' | 'b'; stream: ReturnType<typeof openStream> }> = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const on = i % 2 === 0 ? 'a' : 'b';
      const stream = open(on === 'a' ? onA : onB);
      expect(await stream.status).toBe(200);
      streams.push({ on, stream });
    }
    const refused = open(onB);
    expect(await refused.status).toBe(429);
    expect(JSON.parse(await refused.body)).toMatchObject({ error: TOO_MANY_STREAMS });

    // Shutting a down ends its streams at once (not after STREAM_MAX_MS), each a complete answer.
    const stopping = Date.now();
    await a.stop();
    for (const { stream } of streams.filter(({ on }) => on === 'a')) {
      expect(await stream.body).toMatch(/^data: \{"state":"running"[^\n]*\n\n$/);
    }
    expect(Date.now() - stopping).toBeLessThan(5_000);
    // b takes the run over, and its streams follow it to the end.
    for (const { stream } of streams.filter(({ on }) => on === 'b')) {
      expect(await stream.body).toMatch(/data: \{"state":"done"[^\n]*\n\n$/);
    }
    // Every slot was given back: the person may open a stream again.
    const again = open(onB);
    expect(await again.status).toBe(200);
    expect(await again.body).toMatch(/^data: \{"state":"done"/);
  }, 30_000);

  it('end on the other instance at once a session signed out on one, and show there at once a profile change made on one, though both answer them from memory', async () => {
    const { a, b } = await twoInstances({ READ_CACHE_MS: '1000' });
    const { cookie } = await verifiedAccount(a);
    const user = (ctx: AuthTestApp) => ctx.app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } });
    expect((await user(b)).json().user.firstname).toBe('Ada');

    const body = { firstname: 'Adaeze' };
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/auth',
      ...json(body),
      headers: { ...json(body).headers, cookie },
    });
    expect(saved.statusCode).toBe(200);
    // Redis hands the news over in a few milliseconds; the cache would keep the old name for 1000.
    await sleep(50);
    expect((await user(b)).json().user.firstname).toBe('Adaeze');

    const out = await a.app.inject({ method: 'POST', url: '/auth/logout', headers: { ...json({}).headers, cookie } });
    expect(out.statusCode).toBe(200);
    await sleep(50);
    expect((await user(b)).statusCode).toBe(401);
  });

  it('refuse to start, naming REDIS_URL, when Redis cannot be reached', async () => {
    await expect(createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /REDIS_URL: Redis cannot be reached \(connect ECONNREFUSED 127\.0\.0\.1:1\)/,
    );
  });

  it('answer /ready 503 naming the instance while Redis is down, keep serving, refuse sign-in attempts it cannot count, and recover', async () => {
    const { a } = await twoInstances();
    const email = newEmail('outage');
    await redis.stop();
    try {
      const ready = await a.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unready',
        instance: 'api-a',
        db: { status: 'up' },
        redis: { status: 'down' },
      });
      // Liveness is not readiness: the process is alive and says which one it is.
      expect((await a.app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok', instance: 'api-a' });
      // Ordinary requests still pass; a guess that cannot be counted is refused.
      expect((await a.app.inject({ url: '/waitlist/count' })).statusCode).toBe(200);
      const attempt = await login(a, email);
      expect(attempt.statusCode).toBe(503);
      expect(attempt.json()).toMatchObject({ error: LIMITS_UNAVAILABLE });
    } finally {
      await redis.start();
    }
    let again = await a.app.inject({ url: '/ready' });
    for (let i = 0; i < 50 && again.statusCode !== 200; i += 1) {
      await sleep(100);
      again = await a.app.inject({ url: '/ready' });
    }
    expect(again.json()).toMatchObject({ status: 'ready', instance: 'api-a', redis: { status: 'up' } });
  }, 30_000);
});

describe('TRUST_PROXY', () => {
  /** Three anonymous requests through a proxy at 127.0.0.1, for two different clients. */
  async function throughProxy(ctx: AuthTestApp): Promise<number[]> {
    const from = (client: string) =>
      ctx.app.inject({ url: '/waitlist/count', headers: { 'x-forwarded-for': client }, remoteAddress: '127.0.0.1' });
    return [
      (await from('203.0.113.5')).statusCode,
      (await from('203.0.113.5')).statusCode,
      (await from('198.51.100.9')).statusCode,
      (await from('203.0.113.5')).statusCode,
    ];
  }

  it('takes the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    const unset = await createAuthApp({ RATE_LIMIT_MAX: '2' });
    const hops = await createAuthApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    const listed = await createAuthApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1/32' });
    const other = await createAuthApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.0/8' });
    running.push(unset, hops, listed, other);

    // Unset: every client behind the proxy is the proxy, and shares its two requests.
    expect(await throughProxy(unset)).toEqual([200, 200, 429, 429]);
    // Trusted: each client has its own.
    expect(await throughProxy(hops)).toEqual([200, 200, 200, 429]);
    expect(await throughProxy(listed)).toEqual([200, 200, 200, 429]);
    // A header from an address that is not a listed proxy is not believed.
    expect(await throughProxy(other)).toEqual([200, 200, 429, 429]);
  });
});
