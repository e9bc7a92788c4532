import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /docs/json', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.stop());

  it('serves an OpenAPI document that lists /health with its responses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Kuza API');
    expect(Object.keys(document.paths)).toContain('/health');
    expect(Object.keys(document.paths)).not.toContain('/health/');
    expect(Object.keys(document.paths['/health'].get.responses)).toEqual(['200', '503']);
  });

  it('does not list the docs routes themselves', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();

    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });
});
