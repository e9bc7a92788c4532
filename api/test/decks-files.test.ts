import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Deck, DeckSummary, SharedDeck, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate } from './helpers/decks';
import { SOKOFRESH_TITLES, fixtureFile } from './helpers/fixture-files';

const pptx = fixtureFile('deck-sokofresh-en.pptx');
const pdf = fixtureFile('deck-sokofresh-en.pdf');

let ctx: AuthTestApp;
let files: http.Server;
let filesUrl: string;
beforeAll(async () => {
  // A file host on loopback, reachable only through the test allow-list ('localhost').
  files = http.createServer((req, res) => {
    if (req.url === '/deck.pptx') return res.end(pptx);
    if (req.url === '/to-private')
      return res
        .writeHead(302, { location: `http://127.0.0.1:${(files.address() as AddressInfo).port}/deck.pptx` })
        .end();
    if (req.url === '/huge') return res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://localhost:${(files.address() as AddressInfo).port}`;
  ctx = await createAuthApp({ IMPORT_URL_ALLOW: 'localhost' });
});
afterAll(async () => {
  await ctx.stop();
  await new Promise((resolve) => files.close(resolve));
});

const importFile = (cookie: string, body: Buffer, filename: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/decks/import?filename=${encodeURIComponent(filename)}&theme=sunrise`,
    payload: body,
    headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
  });
const importUrl = (cookie: string, url: string, look: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/decks/import-url', payload: { url, ...look }, ...as(cookie) });

describe('importing decks', () => {
  it('turns a real .pptx into an outline that follows its slide titles', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await importFile(cookie, pptx, 'sokofresh.pptx');
    expect(response.statusCode).toBe(201);
    const deck = response.json<Deck>();
    expect(deck.outline.map((s) => s.title)).toEqual(SOKOFRESH_TITLES);
    expect(deck.outline[1]!.description).toContain('40% of fresh produce in Kenya spoils');
    expect(deck.theme).toEqual({ id: 'sunrise' });
    expect(deck.inputs.importSource).toEqual({ kind: 'file', name: 'sokofresh.pptx' });
    // Its startup name is a guess from the first slide: the list does not offer it as typed.
    const list = (await ctx.app.inject({ method: 'GET', url: '/decks', ...as(cookie) })).json<{
      items: DeckSummary[];
    }>();
    expect(list.items[0]).not.toHaveProperty('startupName');
  });

  it('turns a real .pdf into an outline, page by page', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await importFile(cookie, pdf, 'sokofresh.pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json<Deck>().outline.map((s) => s.title)).toEqual(SOKOFRESH_TITLES);
  });

  it('checks the type by content, not by name, and refuses an empty upload', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const renamed = await importFile(cookie, Buffer.from('just some text, not a deck'), 'deck.pptx');
    expect([renamed.statusCode, renamed.json().error]).toEqual([415, 'This file is not a .pptx or .pdf deck']);
    const empty = await importFile(cookie, Buffer.alloc(0), 'deck.pdf');
    expect(empty.statusCode).toBe(400);
  });

  it('gives a linked deck the template and theme picked in the gallery, and refuses a theme outside the list', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const look = { template: 'minimal', theme: { id: 'sunrise' } };
    const styled = await importUrl(cookie, `${filesUrl}/deck.pptx`, look);
    expect(styled.statusCode).toBe(201);
    expect(styled.json<Deck>()).toMatchObject(look);
    const odd = await importUrl(cookie, `${filesUrl}/deck.pptx`, { theme: { id: 'comic' } });
    expect([odd.statusCode, odd.json().error]).toEqual([400, 'Choose a theme from the list']);
    const oddFile = await ctx.app.inject({
      method: 'POST',
      url: '/decks/import?filename=deck.pptx&theme=papyrus',
      payload: pptx,
      headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
    });
    expect([oddFile.statusCode, oddFile.json().error]).toEqual([400, 'Choose a theme from the list']);
  });

  it('refuses a deck upload over the size limit, naming the limit', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await importFile(cookie, Buffer.alloc(16 * 1024 * 1024, 1), 'big.pdf');
    expect([response.statusCode, response.json().error]).toEqual([413, 'The file is larger than 15 MB']);
  });

  it('refuses a resume upload over the size limit, naming the limit', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/resumes/import?filename=cv.pdf',
      payload: Buffer.alloc(11 * 1024 * 1024, 1),
      headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
    });
    expect([response.statusCode, response.json().error]).toEqual([413, 'The file is larger than 10 MB']);
  });

  it('imports from an allowed link and refuses private addresses, other schemes, redirects to private hosts and huge files', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const ok = await importUrl(cookie, `${filesUrl}/deck.pptx`);
    expect([ok.statusCode, ok.body]).toEqual([201, expect.anything()]);
    expect(ok.json<Deck>().outline[0]!.title).toBe('SokoFresh');
    expect(ok.json<Deck>().theme).toEqual({ id: 'savanna' });
    const loopback = await importUrl(cookie, `http://127.0.0.1:${(files.address() as AddressInfo).port}/deck.pptx`);
    expect([loopback.statusCode, loopback.json().error]).toEqual([
      400,
      'This link points to a private or local address, which Kuza does not fetch',
    ]);
    const port = (files.address() as AddressInfo).port;
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/deck.pptx',
      'http://[::1]/deck.pptx',
      // The URL parser rewrites this to [::ffff:7f00:1], which once slipped past the dotted-form check.
      `http://[::ffff:127.0.0.1]:${port}/deck.pptx`,
      'http://[::ffff:a9fe:a9fe]/latest/meta-data',
      `http://0.0.0.0:${port}/deck.pptx`,
    ]) {
      const refused = await importUrl(cookie, url);
      expect([url, refused.statusCode, refused.json().error]).toEqual([
        url,
        400,
        'This link points to a private or local address, which Kuza does not fetch',
      ]);
    }
    expect((await importUrl(cookie, 'file:///etc/passwd')).statusCode).toBe(400);
    expect((await importUrl(cookie, `${filesUrl}/to-private`)).statusCode).toBe(400);
    expect((await importUrl(cookie, `${filesUrl}/huge`)).statusCode).toBe(413);
  });
});

describe('exporting and sharing', () => {
  it('downloads a generated deck as PPTX and as PDF', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, deck.id);
    const pptxFile = await ctx.app.inject({
      method: 'GET',
      url: `/decks/${deck.id}/export?format=pptx`,
      ...as(cookie),
    });
    expect(pptxFile.statusCode).toBe(200);
    expect(pptxFile.headers['content-type']).toContain('presentationml');
    expect(pptxFile.headers['content-disposition']).toContain('SokoFresh.pptx');
    expect(pptxFile.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdfFile = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/export?format=pdf`, ...as(cookie) });
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFile.headers['content-disposition']).toContain('filename="SokoFresh.pdf"');
    // With speaker notes, a name of its own: the two PDFs never overwrite each other in Downloads.
    const withNotes = await ctx.app.inject({
      method: 'GET',
      url: `/decks/${deck.id}/export?format=pdf&notes=1`,
      ...as(cookie),
    });
    expect(withNotes.headers['content-disposition']).toBe(
      `attachment; filename="SokoFresh - notes.pdf"; filename*=UTF-8''SokoFresh%20%E2%80%93%20notes.pdf`,
    );
  });

  it('shares a read-only link that works signed out, counts views and can be revoked', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, deck.id);
    const created = (
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    expect(created).toMatchObject({ active: true, views: 0 });
    // The web path /share/deck/<token> maps one to one onto the API's public route.
    const viewed = await ctx.app.inject({ method: 'GET', url: created.path! });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json<SharedDeck>().slides.length).toBeGreaterThan(5);
    // Speaker notes are the presenter's: the owner has them, the link's audience never does.
    const own = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect(own.slides.some((slide) => slide.notes.length > 0)).toBe(true);
    expect(viewed.json<SharedDeck>().slides.every((slide) => slide.notes === '')).toBe(true);
    // The same visitor again counts nothing; another browser is another visitor.
    await ctx.app.inject({ method: 'GET', url: created.path! });
    await ctx.app.inject({ method: 'GET', url: created.path!, headers: { 'user-agent': 'Another browser/1.0' } });
    const info = (
      await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    expect(info.views).toBe(2);
    await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}/share`, ...as(cookie) });
    const revoked = await ctx.app.inject({ method: 'GET', url: created.path! });
    expect([revoked.statusCode, revoked.json().error]).toEqual([404, 'This link is no longer shared']);
  });
});
