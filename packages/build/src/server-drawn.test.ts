import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadingDocument } from './prerender';
import { serveApp, type StaticServer } from './serve';
import { fillServerDrawn, serverDrawnSlot } from './server-drawn';

const OUTLINE = '<div class="outline">Loading</div>';
const TITLE = '<title>Kuza</title>';
const FRAGMENT = '<div data-server-drawn="/share/deck/Tok_1234567890"><h1>SokoFresh</h1></div>';
const HEAD = '<title>SokoFresh · Shared Pitch Deck | Kuza</title><meta property="og:title" content="SokoFresh"/>';
/** The single page as the build makes it: a title slot in the head, an outline slot in the root. */
const SINGLE_PAGE = `<!doctype html><head>${serverDrawnSlot('head', TITLE)}</head><div id="root">${serverDrawnSlot('body', OUTLINE)}</div>`;

describe('the slots a server-drawn page fills', () => {
  it('shows the title and outline where nothing fills them, and only what fills them where something does', () => {
    expect(SINGLE_PAGE).toContain(OUTLINE);
    expect(SINGLE_PAGE).toContain(TITLE);
    const drawn = fillServerDrawn(fillServerDrawn(SINGLE_PAGE, 'body', FRAGMENT), 'head', HEAD);
    expect(drawn).toBe(`<!doctype html><head>${HEAD}</head><div id="root">${FRAGMENT}</div>`);
    expect(fillServerDrawn('<div id="root"></div>', 'body', FRAGMENT)).toBe('<div id="root"></div>');
  });

  it("puts the single page's title, outline and JavaScript notice in the slots, so a drawn page has none of them", () => {
    const template =
      '<html><head><title>Kuza</title></head><body><noscript>Kuza needs JavaScript to run.</noscript><div id="root"></div></body></html>';
    const page = loadingDocument(template, { html: OUTLINE, styles: '<style>.outline{}</style>' });
    expect(page).toContain('<style>.outline{}</style></head>');
    expect(page).toContain('Kuza needs JavaScript to run.');
    expect(page).toContain(OUTLINE);
    const drawn = fillServerDrawn(fillServerDrawn(page, 'body', FRAGMENT), 'head', HEAD);
    expect(drawn).toBe(
      `<html><head>${HEAD}<style>.outline{}</style></head><body><div id="root">${FRAGMENT}</div></body></html>`,
    );
  });
});

describe('the static host of the shell, for a server-drawn address', () => {
  let dist: string;
  let server: StaticServer;
  let api: http.Server;
  const asked: string[] = [];
  const userAgents: Array<string | undefined> = [];
  let status = 200;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      userAgents.push(req.headers['user-agent']);
      const body = req.url?.endsWith('/head') ? HEAD : FRAGMENT;
      const reply = () => res.writeHead(status, { 'content-type': 'text/html' }).end(body);
      if (req.url?.startsWith('/share/deck/Slow_')) setTimeout(reply, 4000);
      else reply();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    // Read when the host first builds its runtime config, which no request has done yet.
    process.env.API_URL = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-drawn-'));
    fs.writeFileSync(path.join(dist, 'index.html'), SINGLE_PAGE);
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
    userAgents.length = 0;
    status = 200;
  });

  it("puts the API's title and content of a shared deck in the slots", async () => {
    const page = await (await fetch(`${server.url}/share/deck/Tok_1234567890`)).text();
    expect(page).toBe(`<!doctype html><head>${HEAD}</head><div id="root">${FRAGMENT}</div>`);
    expect(asked.sort()).toEqual(['/share/deck/Tok_1234567890/head', '/share/deck/Tok_1234567890/html']);
  });

  it("passes the visitor's User-Agent on, as the gateway does, so the API can tell a link-preview robot", async () => {
    await fetch(`${server.url}/share/deck/Tok_1234567890`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
    expect(userAgents).toEqual(['WhatsApp/2.23.20.0', 'WhatsApp/2.23.20.0']);
  });

  it('keeps the title and outline when the API refuses the link, and asks nothing for other addresses', async () => {
    status = 404;
    expect(await (await fetch(`${server.url}/share/deck/Gone_1234567890`)).text()).toBe(SINGLE_PAGE);
    expect(await (await fetch(`${server.url}/dashboard`)).text()).toBe(SINGLE_PAGE);
    expect(await (await fetch(`${server.url}/share/deck/not%20a%20token`)).text()).toBe(SINGLE_PAGE);
    expect(asked.sort()).toEqual(['/share/deck/Gone_1234567890/head', '/share/deck/Gone_1234567890/html']);
  });

  it('sends the page with its title and outline after 1.5 s when the API is slow', async () => {
    const started = Date.now();
    expect(await (await fetch(`${server.url}/share/deck/Slow_1234567890`)).text()).toBe(SINGLE_PAGE);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
