import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveApp, type StaticServer } from './serve';

describe('the static host of a built app', () => {
  let dist: string;
  let server: StaticServer;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-serve-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var entry = 1;');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, '123.0123456789.js'), 'x'.repeat(5000));
    server = await serveApp({ app: 'shell', distDir: dist, port: 0 });
  });
  afterAll(() => server.close());

  it('serves the page for any client route, so deep links work', async () => {
    const response = await fetch(`${server.url}/pitch-decks/anything`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a prerendered page at its address, and the single-page index.html with a query string', async () => {
    fs.mkdirSync(path.join(dist, 'prerendered', 'waitlist'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'prerendered', 'waitlist', 'index.html'), '<div id="root"><h1>Join</h1></div>');
    for (const address of ['/waitlist', '/waitlist/']) {
      expect(await (await fetch(`${server.url}${address}`)).text()).toContain('<h1>Join</h1>');
    }
    expect(await (await fetch(`${server.url}/waitlist?next=%2Fdashboard`)).text()).toBe(
      '<!doctype html><div id="root"></div>',
    );
    expect(await (await fetch(`${server.url}/`)).text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('serves the entry and manifest with no-cache and hashed chunks as immutable', async () => {
    expect((await fetch(`${server.url}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${server.url}/123.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const url = new URL(`${server.url}/123.0123456789.js`);
      import('node:http').then(({ get }) =>
        get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
        }).on('error', reject),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toBe('x'.repeat(5000));
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await fetch(`${server.url}/missing.0123456789.js`)).status).toBe(404);
  });

  it('serves runtime config and the remotes manifest', async () => {
    const config = (await (await fetch(`${server.url}/runtime-config.json`)).json()) as { apiUrl: string };
    expect(config.apiUrl).toMatch(/^http:\/\//);
    const remotes = (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, string>;
    expect(Object.keys(remotes)).toHaveLength(6);
  });

  it('sends every page with a Content-Security-Policy and frame, sniffing and referrer headers', async () => {
    for (const page of ['/', '/signin?next=%2Fdashboard', '/index.html']) {
      const headers = (await fetch(`${server.url}${page}`)).headers;
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy')).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    }
    const script = (await fetch(`${server.url}/remoteEntry.js`)).headers;
    expect(script.get('x-content-type-options')).toBe('nosniff');
    expect(script.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses to serve files outside its folder', async () => {
    for (const attempt of ['/..%2F..%2Fetc%2Fpasswd', '/%2e%2e/%2e%2e/etc/passwd.txt']) {
      const body = await (await fetch(`${server.url}${attempt}`)).text();
      expect(body).not.toContain('root:');
    }
  });
});
