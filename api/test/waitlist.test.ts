import { createTestApp, FOREIGN_ORIGIN, type TestApp } from './helpers/test-app';

const JOINED = "You're on the waitlist! We'll email you when early access opens.";
const ALREADY = "You're already on the waitlist";

describe('the waitlist', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // The per-client join limit has its own test below; here it must not get in the way.
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_MAX: '10000' } });
  });
  afterAll(() => ctx?.stop());
  beforeEach(() => ctx.app.db.connection.collection('waitlist').deleteMany({}));

  const join = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/waitlist/add', payload: payload as never, headers });
  const count = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/waitlist/count' })).json().data.count as number;

  describe('POST /waitlist/add', () => {
    it('adds a new address, trimmed and lower-cased, with its join time and source', async () => {
      const before = Date.now();
      const response = await join({ email: '  Ada.Obi@Example.COM ', source: 'waitlist' });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: JOINED, data: { alreadyJoined: false } });
      const entry = await ctx.app.db.connection.collection('waitlist').findOne({ email: 'ada.obi@example.com' });
      expect(entry).toMatchObject({ email: 'ada.obi@example.com', source: 'waitlist' });
      expect((entry!.joinedAt as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await count()).toBe(1);
    });

    it('answers a second join of the same address "You\'re already on the waitlist" and keeps the first entry', async () => {
      await join({ email: 'ada@example.com', source: 'landing' });
      const first = await ctx.app.db.connection.collection('waitlist').findOne({ email: 'ada@example.com' });

      const again = await join({ email: 'ADA@example.com ', source: 'waitlist' });

      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: ALREADY, data: { alreadyJoined: true } });
      expect(await count()).toBe(1);
      const kept = await ctx.app.db.connection.collection('waitlist').findOne({ email: 'ada@example.com' });
      expect(kept).toEqual(first);
    });

    it('keeps the count at exactly 100 after 200 simultaneous joins of 100 addresses, each sent twice', async () => {
      const emails = Array.from({ length: 100 }, (_, i) => `founder${i}@example.com`);
      const payloads = [...emails, ...emails.map((email) => email.toUpperCase())].sort(() => Math.random() - 0.5);

      const responses = await Promise.all(payloads.map((email) => join({ email })));

      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(100);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(100);
      expect(await count()).toBe(100);
    });

    it('accepts a join without a source', async () => {
      expect((await join({ email: 'kofi@example.com' })).statusCode).toBe(201);
      const entry = await ctx.app.db.connection.collection('waitlist').findOne({ email: 'kofi@example.com' });
      expect(entry).not.toHaveProperty('source');
    });

    it.each([
      ['no body', undefined, 'Email is required'],
      ['an empty object', {}, 'Email is required'],
      ['a blank e-mail', { email: '   ' }, 'Email is required'],
      ['a malformed e-mail', { email: 'ada@' }, 'Please enter a valid email address'],
      ['an operator object', { email: { $ne: null } }, 'Email must be text'],
      ['a number', { email: 42 }, 'Email must be text'],
      ['an array', { email: ['ada@example.com'] }, 'Email must be text'],
      ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
      ['an unknown source', { email: 'ada@example.com', source: 'admin' }, 'Source must be one of: waitlist, landing'],
      ['a source object', { email: 'ada@example.com', source: { $gt: '' } }, 'Source must be text'],
      ['a JSON string body', 'ada@example.com', 'The request body must be a JSON object with an email'],
      ['a JSON array body', [{ email: 'ada@example.com' }], 'The request body must be a JSON object with an email'],
    ])('refuses %s with 400 and a clear error', async (_case, payload, message) => {
      const response =
        typeof payload === 'string'
          ? await ctx.app.inject({
              method: 'POST',
              url: '/waitlist/add',
              payload: JSON.stringify(payload),
              headers: { 'content-type': 'application/json' },
            })
          : await join(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
      expect(await count()).toBe(0);
    });

    it('refuses malformed JSON with 400 and a body over 2 KB with 413', async () => {
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/waitlist/add',
        payload: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toEqual(expect.any(String));

      const huge = await join({ email: 'ada@example.com', padding: 'x'.repeat(4096) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error).toEqual(expect.any(String));
      expect(await count()).toBe(0);
    });

    it('refuses a join sent from a foreign site', async () => {
      const response = await join({ email: 'ada@example.com' }, { origin: FOREIGN_ORIGIN });
      expect(response.statusCode).toBe(403);
      expect(await count()).toBe(0);
    });
  });

  describe('GET /waitlist/count', () => {
    it('answers { data: { count } } without any cookie', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/waitlist/count' })).json()).toEqual({ data: { count: 0 } });
      await join({ email: 'a@example.com' });
      await join({ email: 'b@example.com' });
      const response = await ctx.app.inject({ method: 'GET', url: '/waitlist/count' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { count: 2 } });
    });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(document.paths['/waitlist/add'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '429']),
    );
    expect(document.paths['/waitlist/count'].get.responses['200']).toBeDefined();
  });
});

describe('the waitlist join limit', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => ctx?.stop());

  it('answers 429 with a clear error once a client sends more joins a minute than allowed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await ctx.app.inject({ method: 'POST', url: '/waitlist/add', payload: { email: `f${i}@example.com` } }))
          .statusCode,
      );
    }
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/waitlist/add',
      payload: { email: 'f9@example.com' },
    });

    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests/);
    // Reading the count is not a join: it stays available.
    expect((await ctx.app.inject({ method: 'GET', url: '/waitlist/count' })).json()).toEqual({ data: { count: 3 } });
  });
});
