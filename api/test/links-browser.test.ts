import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { founderWithDeck, makeLink, passGate, view } from './helpers/links';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

/** What the share page in a browser on the web origin needs of the viewer's routes. */
describe("the share page's calls from the web site's origin", () => {
  it('may read the visit id it reports activity with', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: link.path,
      headers: { origin: TEST_WEB_ORIGIN, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    expect(seen.headers['x-visit-id']).toEqual(expect.any(String));
    expect(String(seen.headers['access-control-expose-headers']).toLowerCase()).toContain('x-visit-id');
  });

  it('may read whether the link allows downloading the PDF', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const open = { origin: TEST_WEB_ORIGIN, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' };
    for (const allowDownload of [true, false]) {
      const link = await makeLink(ctx, cookie, deck.id, { allowDownload });
      const seen = await ctx.app.inject({ method: 'GET', url: link.path, headers: open });
      expect(seen.headers['x-link-download']).toBe(allowDownload ? 'allowed' : undefined);
      expect(String(seen.headers['access-control-expose-headers']).toLowerCase()).toContain('x-link-download');
    }
  });

  it("may read the watermark a link asks for: the viewer's verified e-mail and the day", async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const marked = await makeLink(ctx, cookie, deck.id, { requireEmail: true, watermark: true });
    const viewer = await passGate(ctx, marked);
    const seen = await view(ctx, marked, viewer.cookie);
    const day = new Date().toISOString().slice(0, 10);
    expect(decodeURIComponent(String(seen.headers['x-link-watermark']))).toBe(`${viewer.email} · ${day}`);
    expect(String(seen.headers['access-control-expose-headers'])).toContain('x-link-watermark');
    const plain = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const other = await passGate(ctx, plain);
    expect((await view(ctx, plain, other.cookie)).headers['x-link-watermark']).toBeUndefined();
  });

  it('counts the last report sent as a beacon, whose JSON arrives as text/plain, and refuses one that is not JSON', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const viewer = await passGate(ctx, link);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const beacon = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${link.path}/activity`,
        payload,
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: TEST_WEB_ORIGIN },
      });
    const sent = await beacon(JSON.stringify({ visitId: viewer.visitId, slide: 1, seconds: 1 }));
    expect([sent.statusCode, sent.json().counted]).toEqual([200, 1]);
    expect((await beacon('slide=1')).statusCode).toBe(400);
    expect((await view(ctx, link, viewer.cookie)).statusCode).toBe(200);
  });
});
