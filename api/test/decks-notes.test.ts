/**
 * Speaker notes that predate a slide's last edit, kept with the deck: the slide keeps the
 * fingerprint of the text its notes were written from, worked out by the API against the stored
 * slide, so the flag survives a reload, shows in every tab and cannot be set to anything else by a
 * client; view-only links never carry it.
 */
import { notesAreStale, notesSourceOf, speakerNotes, type Deck, type Slide } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const getDeck = async (cookie: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/decks/${id}`, ...as(cookie) })).json<Deck>();

async function save(cookie: string, deck: Deck, slide: Slide) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${deck.id}`,
    payload: { version: deck.version, slideChanges: { order: deck.slides.map((s) => s.id), put: [slide] } },
    ...as(cookie),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Deck>();
}

async function generatedDeck() {
  const { cookie } = await verifiedAccount(ctx);
  const created = await createAiDeck(ctx, cookie);
  await generate(ctx, cookie, created.id);
  return { cookie, deck: await getDeck(cookie, created.id) };
}

const second = (deck: Deck) => deck.slides[1]!;

describe('speaker notes after an edit of the slide', () => {
  it('are flagged once the text changes, still after a reload, and no longer once they are written again', async () => {
    const { cookie, deck } = await generatedDeck();
    expect(deck.slides.filter(notesAreStale)).toEqual([]);

    const edited = await save(cookie, deck, { ...second(deck), bullets: ['Open in Mombasa', ...second(deck).bullets] });
    expect(notesAreStale(second(edited))).toBe(true);
    expect(notesAreStale(second(await getDeck(cookie, deck.id)))).toBe(true);
    expect(edited.slides.filter(notesAreStale).map((s) => s.id)).toEqual([second(deck).id]);

    const refreshed = await save(cookie, edited, { ...second(edited), notes: speakerNotes(second(edited)) });
    expect(notesAreStale(second(refreshed))).toBe(false);
    expect(notesAreStale(second(await getDeck(cookie, deck.id)))).toBe(false);
  });

  it('are written for the slide as it is when the founder types their own', async () => {
    const { cookie, deck } = await generatedDeck();
    const saved = await save(cookie, deck, {
      ...second(deck),
      title: 'The real problem',
      notes: 'Tell the Gikomba story.',
    });

    expect(notesAreStale(second(saved))).toBe(false);
  });

  it('keep the source the API worked out when a client sends a fingerprint of no text the slide had', async () => {
    const { cookie, deck } = await generatedDeck();
    const changed = { ...second(deck), content: 'Traders throw away a third of what they buy.' };

    const forged = await save(cookie, deck, { ...changed, notesFrom: 'f'.repeat(32) });
    expect(notesAreStale(second(forged))).toBe(true);
    expect(second(forged).notesFrom).toBe(notesSourceOf(second(deck)));
  });

  it("keep the editor's own account when it names a text the slide had (notes typed, then the text changed)", async () => {
    const { cookie, deck } = await generatedDeck();
    const typed = { ...second(deck), notes: 'Tell the Gikomba story.' };
    const changed = { ...typed, content: 'Traders throw away a third of what they buy.' };

    const saved = await save(cookie, deck, { ...changed, notesFrom: notesSourceOf(typed) });
    expect(notesAreStale(second(saved))).toBe(true);
  });

  it('are never flagged or fingerprinted on a view-only link', async () => {
    const { cookie, deck } = await generatedDeck();
    await save(cookie, deck, { ...second(deck), title: 'Spoilage, in numbers' });
    const link = (await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })).json<{
      path: string;
    }>();
    const shared = (await ctx.app.inject({ method: 'GET', url: link.path })).json<{ slides: Slide[] }>();

    expect(shared.slides.map((slide) => [slide.notes, 'notesFrom' in slide])).toEqual(
      deck.slides.map(() => ['', false]),
    );
  });

  it("count as written from the slide's text on slides without a fingerprint (generated, imported, older decks)", async () => {
    const { cookie, deck } = await generatedDeck();
    expect(deck.slides.some((slide) => slide.notes && slide.notesFrom === undefined)).toBe(true);

    const edited = await save(cookie, deck, {
      ...second(deck),
      content: 'Traders throw away a third of what they buy.',
    });
    expect(second(edited).notesFrom).toBe(notesSourceOf(second(deck)));
    expect(notesAreStale(second(edited))).toBe(true);
  });
});
