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
    expect(body).toEqual({
      status: 'ok',
      instance: ctx.config.instanceId,
      db: { status: 'up', kind: ctx.database.kind },
      uptime: expect.any(Number),
    });
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

  it('names the instance that answered, from INSTANCE_ID', async () => {
    const named = await createTestApp({ env: { INSTANCE_ID: 'api-east-2' } });
    try {
      expect((await named.app.inject({ url: '/health' })).json()).toMatchObject({ instance: 'api-east-2' });
    } finally {
      await named.stop();
    }
  });
});

describe('GET /ready', () => {
  it('is ready with the database answering, and says Redis is off when REDIS_URL is unset', async () => {
    const ctx = await createTestApp({ env: { INSTANCE_ID: 'api-1' } });
    try {
      const response = await ctx.app.inject({ url: '/ready' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        instance: 'api-1',
        db: { status: 'up' },
        redis: { status: 'off' },
      });
    } finally {
      await ctx.stop();
    }
  });

  it('answers 503 naming the instance once the database is gone, and is never rate limited', async () => {
    const ctx = await createTestApp({ env: { INSTANCE_ID: 'api-2', RATE_LIMIT_MAX: '1' } });
    try {
      await ctx.app.db.connection.close();

      const responses = [];
      for (let i = 0; i < 3; i += 1) responses.push(await ctx.app.inject({ url: '/ready' }));

      expect(responses.map((response) => response.statusCode)).toEqual([503, 503, 503]);
      expect(responses[0]!.json()).toEqual({
        status: 'unready',
        instance: 'api-2',
        db: { status: 'down' },
        redis: { status: 'off' },
      });
    } finally {
      await ctx.stop();
    }
  });
});
