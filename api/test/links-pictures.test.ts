import type { Deck, SharedDeck, Slide } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { browser, founderWithDeck, makeLink, passGate, view } from './helpers/links';
import { dataUrlOf, pathOf, picture } from './helpers/media';

const API_URL = 'http://api.kuza.test';
let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ API_URL });
});
afterAll(() => ctx.stop());

/** A founder's deck whose first slide shows an uploaded picture, and the picture's store address. */
async function deckWithPicture() {
  const founder = await founderWithDeck(ctx);
  const png = await picture(320, 200);
  const slides = founder.deck.slides.map((slide, index): Slide =>
    index === 0 ? { ...slide, media: { src: dataUrlOf(png), alt: 'Cold room' } } : slide,
  );
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${founder.deck.id}`,
    payload: { version: founder.deck.version, slides },
    ...as(founder.cookie),
  });
  const stored = saved.json<Deck>().slides[0]!.media!.src;
  return { ...founder, png, stored, storeId: stored.split('/').pop()! };
}

describe("a link's pictures", () => {
  it("are served through the link to its visitors, who never learn the picture's store address, until it is revoked", async () => {
    const { cookie, deck, png, storeId } = await deckWithPicture();
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const viewer = await passGate(ctx, link);
    const seen = await view(ctx, link, viewer.cookie);
    expect(seen.body).not.toContain(storeId);
    const src = seen.json<SharedDeck>().slides[0]!.media!.src;
    expect(src).toMatch(new RegExp(`^${API_URL}${link.path}/media/[\\w-]{22}$`));

    const image = await ctx.app.inject({ method: 'GET', url: pathOf(src), ...browser(viewer.cookie) });
    expect([image.statusCode, image.rawPayload.equals(png)]).toEqual([200, true]);
    expect(image.headers['cache-control']).toBe('private, max-age=60');
    const small = await ctx.app.inject({ method: 'GET', url: `${pathOf(src)}?w=480`, ...browser(viewer.cookie) });
    expect(small.statusCode).toBe(200);
    // Nothing of the deck before the gate, its pictures included.
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(src), ...browser() })).statusCode).toBe(401);

    await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}/links/${link.id}`, ...as(cookie) });
    const revoked = await ctx.app.inject({ method: 'GET', url: pathOf(src), ...browser(viewer.cookie) });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.rawPayload.equals(png)).toBe(false);
  });

  it('name nothing under another link, nor a picture the deck does not show', async () => {
    const { cookie, deck } = await deckWithPicture();
    const first = await makeLink(ctx, cookie, deck.id);
    const second = await makeLink(ctx, cookie, deck.id, { label: 'Angel' });
    const src = (await view(ctx, first)).json<SharedDeck>().slides[0]!.media!.src;
    const alias = src.split('/').pop()!;
    const elsewhere = await ctx.app.inject({ method: 'GET', url: `${second.path}/media/${alias}`, ...browser() });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await ctx.app.inject({ method: 'GET', url: `${first.path}/media/${'x'.repeat(22)}`, ...browser() });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(src), ...browser() })).statusCode).toBe(200);
  });
});
