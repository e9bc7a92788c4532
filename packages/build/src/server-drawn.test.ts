import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadingDocument } from './prerender';
import { serveApp, type StaticServer } from './serve';
import { fillServerDrawn, serverDrawnSlot } from './server-drawn';

const OUTLINE = '<div class="outline">Loading</div>';
const FRAGMENT = '<div data-server-drawn="/share/deck/Tok_1234567890"><h1>SokoFresh</h1></div>';

describe('the slot a server-drawn page fills', () => {
  it('shows the outline where nothing fills it, and only the fragment where something does', () => {
    const page = `<div id="root">${serverDrawnSlot(OUTLINE)}</div>`;
    expect(page).toContain(OUTLINE);
    expect(fillServerDrawn(page, FRAGMENT)).toBe(`<div id="root">${FRAGMENT}</div>`);
    expect(fillServerDrawn('<div id="root"></div>', FRAGMENT)).toBe('<div id="root"></div>');
  });

  it("puts the single page's outline and its JavaScript notice in the slot, so a drawn page has neither", () => {
    const template =
      '<html><head></head><body><noscript>Kuza needs JavaScript to run.</noscript><div id="root"></div></body></html>';
    const page = loadingDocument(template, { html: OUTLINE, styles: '<style>.outline{}</style>' });
    expect(page).toContain('<style>.outline{}</style></head>');
    expect(page).toContain('Kuza needs JavaScript to run.');
    expect(page).toContain(OUTLINE);
    const drawn = fillServerDrawn(page, FRAGMENT);
    expect(drawn).toBe(
      `<html><head><style>.outline{}</style></head><body><div id="root">${FRAGMENT}</div></body></html>`,
    );
  });
});

describe('the static host of the shell, for a server-drawn address', () => {
  let dist: string;
  let server: StaticServer;
  let api: http.Server;
  const asked: string[] = [];
  let answer = { status: 200, body: FRAGMENT };

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const reply = () => res.writeHead(answer.status, { 'content-type': 'text/html' }).end(answer.body);
      if (req.url?.startsWith('/share/deck/Slow_')) setTimeout(reply, 4000);
      else reply();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    // Read when the host first builds its runtime config, which no request has done yet.
    process.env.API_URL = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-drawn-'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><div id="root">${serverDrawnSlot(OUTLINE)}</div>`);
    server = await serveApp({ app: 'shell', distDir: dist, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    delete process.env.API_URL;
  });
  beforeEach(() => {
    asked.length = 0;
    answer = { status: 200, body: FRAGMENT };
  });

  it("puts the API's HTML of a shared deck in the outline's place", async () => {
    const page = await (await fetch(`${server.url}/share/deck/Tok_1234567890`)).text();
    expect(page).toBe(`<!doctype html><div id="root">${FRAGMENT}</div>`);
    expect(asked).toEqual(['/share/deck/Tok_1234567890/html']);
  });

  it('keeps the outline when the API refuses the link, and asks nothing for other addresses', async () => {
    answer = { status: 404, body: '{"message":"This shared deck is no longer available"}' };
    expect(await (await fetch(`${server.url}/share/deck/Gone_1234567890`)).text()).toContain(OUTLINE);
    expect(await (await fetch(`${server.url}/dashboard`)).text()).toContain(OUTLINE);
    expect(await (await fetch(`${server.url}/share/deck/not%20a%20token`)).text()).toContain(OUTLINE);
    expect(asked).toEqual(['/share/deck/Gone_1234567890/html']);
  });

  it('sends the page with its outline after 1.5 s when the API is slow', async () => {
    const started = Date.now();
    expect(await (await fetch(`${server.url}/share/deck/Slow_1234567890`)).text()).toContain(OUTLINE);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
