import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { serverDrawnSlot } from '@kuza/build';
import { fillTemplate, gatewayConfig, workerUser, writeGateway } from './gateway';
import { FolderReleaseStore } from './releases';
import { shellManifest, shellPage, writeBuild } from './releases.fixtures';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

const FRAGMENT = '<div data-server-drawn="/share/deck/Tok_1234567890"><h1>SokoFresh</h1></div>';
const HEAD = '<title>SokoFresh · Shared Pitch Deck | Kuza</title>';

describe('the gateway config', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-gateway-'));
  const options = (root: string) => ({
    listen: '127.0.0.1:18080',
    apiServers: ['127.0.0.1:18081', '127.0.0.1:18082'],
    storeDir: path.join(root, 'releases'),
    runDir: path.join(root, 'run'),
    errorLog: path.join(root, 'error.log'),
  });

  it('is a config nginx accepts, with both API instances and the site on one origin', () => {
    const root = dir();
    const file = writeGateway(path.join(root, 'nginx.conf'), options(root));
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('server 127.0.0.1:18081 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('server 127.0.0.1:18082 max_fails=1 fail_timeout=5s;');
    expect(text).toContain(`root ${path.join(root, 'releases', 'live')};`);
    expect(text).not.toMatch(/\{\{/);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'releases/live/runtime-config.json'), 'utf8'))).toEqual({
      apiUrl: '/api',
    });
    const checked = spawnSync('nginx', ['-t', '-e', path.join(root, 'error.log'), '-c', file], {
      encoding: 'utf8',
    });
    expect(checked.error?.message).toBeUndefined();
    expect(`${checked.stderr}`).toContain('test is successful');
  });

  it('lets scripts only from the site itself and talks only to itself', () => {
    const root = dir();
    const csp = /Content-Security-Policy "([^"]+)"/.exec(gatewayConfig(options(root)))?.[1];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it('names a placeholder with no value and a value with no placeholder', () => {
    expect(() => fillTemplate('listen {{LISTEN}};', {})).toThrow('uses {{LISTEN}}, which has no value');
    expect(() => fillTemplate('listen 80;', { LISTEN: '80' })).toThrow('has no place for LISTEN');
  });

  type Page = (
    address: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; headers: Headers; text: string }>;

  /** nginx with `options(root)` (and `apiServers`) on a free port, while `check` runs against it. */
  async function withGateway(
    root: string,
    apiServers: string[] | undefined,
    check: (page: Page, port: number) => Promise<void>,
  ) {
    const port = await freePort();
    const file = writeGateway(path.join(root, 'nginx.conf'), {
      ...options(root),
      ...(apiServers ? { apiServers } : {}),
      listen: `127.0.0.1:${port}`,
      user: workerUser(),
    });
    const nginx = spawn('nginx', ['-e', path.join(root, 'error.log'), '-c', file], { stdio: 'ignore' });
    try {
      await check(async (address, headers) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const answer = await fetch(`http://127.0.0.1:${port}${address}`, { headers });
            return { status: answer.status, headers: answer.headers, text: await answer.text() };
          } catch (error) {
            if (attempt > 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }, port);
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
  }

  it('serves a public page its prerendered HTML, and the single page with a query string or elsewhere', async () => {
    const root = dir();
    const store = new FolderReleaseStore(path.join(root, 'releases'));
    const build = writeBuild(root, 'shell', shellManifest, shellPage('the single page'), {
      '/': shellPage('the landing page'),
      '/signin': shellPage('the sign-in page'),
    });
    const version = await store.publish('shell', build);
    await withGateway(root, undefined, async (page) => {
      const landing = await page('/');
      expect(landing.status).toBe(200);
      expect(landing.text).toContain('the landing page');
      expect(landing.text).toContain(`src="/shell/${version}/main.js"`);
      expect(landing.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(landing.headers.get('cache-control')).toBe('no-cache');
      expect(landing.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect((await page('/signin')).text).toContain('the sign-in page');
      expect((await page('/signin/')).text).toContain('the sign-in page');
      // Drawn without the query: the single page reads it and links on to `next`.
      expect((await page('/signin?next=%2Fpitch-decks')).text).toContain('the single page');
      expect((await page('/?ref=mail')).text).toContain('the single page');
      expect((await page('/pitch-decks')).text).toContain('the single page');
      expect((await page('/signup')).text).toContain('the single page');
      // The copies under live/ are not addresses of their own.
      expect((await page('/prerendered/signin/index.html')).text).toContain('the single page');
    });
  });

  it("puts the API's title and drawing of a shared deck in its page, and keeps the title and outline when the API refuses", async () => {
    const root = dir();
    const asked: string[] = [];
    const userAgents = new Set<string | undefined>();
    const api = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url?.startsWith('/share/deck/Tok_')) userAgents.add(req.headers['user-agent']);
      if (req.url === '/share/deck/Tok_1234567890/html')
        res.writeHead(200, { 'content-type': 'text/html' }).end(FRAGMENT);
      else if (req.url === '/share/deck/Tok_1234567890/head')
        res.writeHead(200, { 'content-type': 'text/html' }).end(HEAD);
      else if (req.url === '/share/deck/Slow_1234567890/html') setTimeout(() => res.end(FRAGMENT), 4000);
      else res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"gone"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const store = new FolderReleaseStore(path.join(root, 'releases'));
      const single = shellPage(serverDrawnSlot('body', 'the outline')).replace(
        '<html>',
        `<html><head>${serverDrawnSlot('head', '<title>Kuza</title>')}</head>`,
      );
      await store.publish('shell', writeBuild(root, 'shell', shellManifest, single));
      await withGateway(root, [`127.0.0.1:${(api.address() as net.AddressInfo).port}`], async (page) => {
        const shared = await page('/share/deck/Tok_1234567890', { 'user-agent': 'WhatsApp/2.23.20.0' });
        expect(shared.status).toBe(200);
        // The visitor's User-Agent reaches the API, which counts no view for a link-preview robot.
        expect([...userAgents]).toEqual(['WhatsApp/2.23.20.0']);
        expect(shared.text).toContain(`<div id="root">${FRAGMENT}</div>`);
        expect(shared.text).toContain(`<head>${HEAD}</head>`);
        expect(shared.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(shared.headers.get('cache-control')).toBe('no-cache');
        const gone = (await page('/share/deck/Gone_1234567890')).text;
        expect(gone).toContain('the outline');
        expect(gone).toContain('<head><title>Kuza</title></head>');
        expect((await page('/dashboard')).text).toContain('the outline');
        // The include is only ever the gateway's own: asked from outside, it is not there.
        expect((await page('/_server_drawn/share/deck/Tok_1234567890/html')).text).not.toContain('SokoFresh');
        expect(asked.sort()).toEqual([
          '/share/deck/Gone_1234567890/head',
          '/share/deck/Gone_1234567890/html',
          '/share/deck/Tok_1234567890/head',
          '/share/deck/Tok_1234567890/html',
        ]);
        // A slow API costs the page 1.5 s, then it goes out with its outline.
        const started = Date.now();
        expect((await page('/share/deck/Slow_1234567890')).text).toContain('the outline');
        expect(Date.now() - started).toBeLessThan(3000);
      });
    } finally {
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });
  it("gives a release's own HTML the pages' Content-Security-Policy, and its other files a year of cache", async () => {
    const root = dir();
    const store = new FolderReleaseStore(path.join(root, 'releases'));
    const version = await store.publish('shell', writeBuild(root, 'shell', shellManifest, shellPage('the page')));
    await withGateway(root, undefined, async (page) => {
      const html = await page(`/shell/${version}/index.html`);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(html.headers.get('x-content-type-options')).toBe('nosniff');
      const script = await page(`/shell/${version}/remoteEntry.js`);
      expect([script.status, script.headers.get('cache-control')]).toEqual([
        200,
        'public, max-age=31536000, immutable',
      ]);
    });
  });

  it('sets the X-Forwarded-For the API believes itself: a client cannot name its own address', async () => {
    const root = dir();
    const forwarded: Array<string | undefined> = [];
    const api = http.createServer((req, res) => {
      forwarded.push(req.headers['x-forwarded-for'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      await withGateway(root, [`127.0.0.1:${(api.address() as net.AddressInfo).port}`], async (page) => {
        await page('/api/health', { 'x-forwarded-for': '203.0.113.99' });
      });
      expect(forwarded).toEqual(['127.0.0.1']);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('passes the live editing WebSocket on to the API at /collab, keeping its query, both ways', async () => {
    const root = dir();
    const api = http.createServer((_req, res) => res.writeHead(404).end());
    const sockets = new WebSocketServer({ noServer: true });
    const upgraded: string[] = [];
    api.on('upgrade', (req, socket, head) => {
      upgraded.push(req.url ?? '');
      sockets.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo ${String(data)}`)));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      await withGateway(root, [`127.0.0.1:${(api.address() as net.AddressInfo).port}`], async (page, port) => {
        await page('/remotes.json'); // nginx is up
        const client = new WebSocket(`ws://127.0.0.1:${port}/api/collab?room=deck.1`);
        const answer = await new Promise<string>((resolve, reject) => {
          client.once('open', () => client.send('hello'));
          client.once('message', (data) => resolve(String(data)));
          client.once('error', reject);
        });
        client.close();
        expect(answer).toBe('echo hello');
      });
      expect(upgraded).toEqual(['/collab?room=deck.1']);
    } finally {
      sockets.close();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
