import { createAuthApp, currentUser, json, verifiedAccount, type AuthTestApp } from './helpers/auth';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `ok` holds; answers how long it took, or throws after `limitMs`. */
async function within(limitMs: number, ok: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > limitMs) throw new Error(`still not true after ${limitMs} ms`);
    await sleep(50);
  }
  return Date.now() - start;
}

describe('reads answered from memory for at most READ_CACHE_MS', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp({ READ_CACHE_MS: '1000', WAITLIST_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => ctx?.stop());

  const users = () => ctx.app.db.connection.collection('users');
  const sessions = () => ctx.app.db.connection.collection('sessions');
  const count = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/waitlist/count' })).json<{ data: { count: number } }>().data.count;

  it('ends a signed-out session at once, while the same cookie was just answered from memory', async () => {
    const { cookie } = await verifiedAccount(ctx);
    expect((await currentUser(ctx, cookie)).statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: { ...json({}).headers, cookie } });
    expect(out.statusCode).toBe(200);

    expect((await currentUser(ctx, cookie)).statusCode).toBe(401);
  });

  it('shows a profile change made through the API at once', async () => {
    const { cookie } = await verifiedAccount(ctx);
    expect((await currentUser(ctx, cookie)).json().user.firstname).toBe('Ada');

    const body = { firstname: 'Adaeze' };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/auth',
      ...json(body),
      headers: { ...json(body).headers, cookie },
    });
    expect(saved.statusCode).toBe(200);

    expect((await currentUser(ctx, cookie)).json().user.firstname).toBe('Adaeze');
  });

  it('signs out every browser of an account at once when its password changes', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...json({ email, password: 'Secret!pass1' }),
    });
    const otherCookie = `kuza_session=${other.cookies.find((c) => c.name === 'kuza_session')!.value}`;
    expect((await currentUser(ctx, otherCookie)).statusCode).toBe(200);

    const body = { currentPassword: 'Secret!pass1', newPassword: 'Another!pass2', confirmPassword: 'Another!pass2' };
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/users/me/password',
      ...json(body),
      headers: { ...json(body).headers, cookie },
    });
    expect(changed.statusCode).toBe(200);

    expect((await currentUser(ctx, otherCookie)).statusCode).toBe(401);
  });

  it('ends, within READ_CACHE_MS, a session removed behind the API’s back', async () => {
    const { cookie } = await verifiedAccount(ctx);
    expect((await currentUser(ctx, cookie)).statusCode).toBe(200);

    await sessions().deleteMany({});
    // Nobody told this instance: the answer in memory stands until it expires, never longer.
    expect((await currentUser(ctx, cookie)).statusCode).toBe(200);
    expect(await within(1500, async () => (await currentUser(ctx, cookie)).statusCode === 401)).toBeLessThanOrEqual(
      1100,
    );
  });

  it('shows, within READ_CACHE_MS, an account changed behind the API’s back', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    expect((await currentUser(ctx, cookie)).json().user.lastname).toBe('Obi');

    await users().updateOne({ email }, { $set: { lastname: 'Okafor' } });
    expect((await currentUser(ctx, cookie)).json().user.lastname).toBe('Obi');
    await within(1500, async () => (await currentUser(ctx, cookie)).json().user.lastname === 'Okafor');
  });

  it('counts a join made here at once, and one made elsewhere within READ_CACHE_MS', async () => {
    const before = await count();
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/waitlist/add',
      payload: { email: 'cached-count@example.com' },
    });
    expect(joined.statusCode).toBe(201);
    expect(await count()).toBe(before + 1);

    await ctx.app.db.connection
      .collection('waitlist')
      .insertOne({ email: 'elsewhere@example.com', joinedAt: new Date() });
    expect(await count()).toBe(before + 1);
    await within(1500, async () => (await count()) === before + 2);
  });
});

describe('READ_CACHE_MS=0', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp({ READ_CACHE_MS: '0' });
  });
  afterAll(() => ctx?.stop());

  it('reads the session and the account on every request', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    expect((await currentUser(ctx, cookie)).json().user.lastname).toBe('Obi');

    await ctx.app.db.connection.collection('users').updateOne({ email }, { $set: { lastname: 'Okafor' } });
    expect((await currentUser(ctx, cookie)).json().user.lastname).toBe('Okafor');
    await ctx.app.db.connection.collection('sessions').deleteMany({});
    expect((await currentUser(ctx, cookie)).statusCode).toBe(401);
  });
});
