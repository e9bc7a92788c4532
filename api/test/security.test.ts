import type { FastifyInstance } from 'fastify';
import { createTestApp, FOREIGN_ORIGIN, TEST_WEB_ORIGIN, type TestApp } from './helpers/test-app';

function addEchoRoutes(app: FastifyInstance): void {
  app.post('/test/echo', async () => ({ ok: true }));
  app.get('/test/echo', async () => ({ ok: true }));
}

describe('security', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ extend: addEchoRoutes });
  });
  afterAll(() => ctx?.stop());

  describe('CORS', () => {
    it('lets an allowed web origin call the API with credentials', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin: TEST_WEB_ORIGIN } });

      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('answers a preflight from an allowed origin for a state-changing method', async () => {
      const response = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/test/echo',
        headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'PUT' },
      });

      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toContain('PUT');
    });

    it('does not let a foreign origin read responses', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin: FOREIGN_ORIGIN } });

      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('Origin check', () => {
    it('refuses a foreign origin that names itself in the Host header', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { origin: 'http://evil.example:4000', host: 'evil.example:4000' },
      });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Origin not allowed' });
    });

    it('refuses a POST from a foreign origin with 403', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/test/echo', headers: { origin: FOREIGN_ORIGIN } });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Origin not allowed' });
    });

    it('accepts a POST from an allowed origin, from the API itself, and one without Origin', async () => {
      const allowed = await ctx.app.inject({ method: 'POST', url: '/test/echo', headers: { origin: TEST_WEB_ORIGIN } });
      const sameOrigin = await ctx.app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { origin: new URL(ctx.config.apiUrl).origin },
      });
      const serverToServer = await ctx.app.inject({ method: 'POST', url: '/test/echo' });

      expect([allowed.statusCode, sameOrigin.statusCode, serverToServer.statusCode]).toEqual([200, 200, 200]);
    });

    it('lets a foreign origin make safe GET requests', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/test/echo', headers: { origin: FOREIGN_ORIGIN } });

      expect(response.statusCode).toBe(200);
    });
  });

  describe('security headers', () => {
    it('sends helmet headers and a locked-down CSP on API responses', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health' });

      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('relaxes the CSP on the docs page just enough for Swagger UI', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/docs' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

describe('rate limit', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_MAX: '3' }, extend: addEchoRoutes });
  });
  afterAll(() => ctx?.stop());

  it('answers 429 with a clear message once a client passes the per-minute maximum', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await ctx.app.inject({ url: '/test/echo' })).statusCode);

    const limited = await ctx.app.inject({ url: '/test/echo' });

    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/^Too many requests, please try again in \d+ (second|minute)s?$/),
      code: expect.stringMatching(/^api\.rate\./),
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('also limits requests for unknown URLs', async () => {
    const response = await ctx.app.inject({ url: '/no/such/page' });

    expect(response.statusCode).toBe(429);
  });
});
