import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /health', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.stop());

  it('reports ok with the database up and which database it is', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 'ok', db: { status: 'up', kind: ctx.database.kind }, uptime: expect.any(Number) });
    expect(['mongodb', 'memory-server', 'offline']).toContain(body.db.kind);
  });

  it('is not rate limited, so uptime checks never see a 429', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.app.inject({ url: '/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await limited.stop();
    }
  });

  it('answers 503 degraded with the database down once the connection is closed', async () => {
    const other = await createTestApp();
    try {
      await other.app.db.connection.close();

      const response = await other.app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', db: { status: 'down', kind: other.database.kind } });
    } finally {
      await other.stop();
    }
  });
});
