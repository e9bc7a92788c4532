import { say } from '@kuza/i18n';
import { aiHelperRefusal, AI_HELPER_REFUSALS, type Deck, type Slide, type SlideRewrite } from '@kuza/contracts';
import { sayIn } from '../src/lib/i18n';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const MODEL = 'Farmers pay KES 30 per crate per day. We take a 5% commission on every sale to buyers.';

const get = async (cookie: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/decks/${id}`, ...as(cookie) })).json<Deck>();
const put = (cookie: string, id: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/decks/${id}`, payload: body, ...as(cookie) });
const rewrite = (cookie: string, deck: Deck, slide: Slide, prompt: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/decks/${deck.id}/slides/${slide.id}/rewrite`,
    payload: { prompt },
    ...as(cookie),
  });
const titled = (deck: Deck, title: string) => deck.slides.find((slide) => slide.title === title)!;

/** A generated deck whose business model takes a commission. */
async function deckWithCommission(cookie: string): Promise<Deck> {
  const created = await createAiDeck(ctx, cookie);
  const saved = await put(cookie, created.id, {
    version: created.version,
    facts: { ...created.facts, businessModel: { text: MODEL, source: 'typed' } },
  });
  expect(saved.statusCode).toBe(200);
  await generate(ctx, cookie, created.id);
  return get(cookie, created.id);
}

describe('POST /decks/:id/slides/:slideId/rewrite (the AI Helper)', () => {
  it('answers the slide before and after without saving it, and the facts a removed claim takes with it', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await deckWithCommission(cookie);
    const model = titled(deck, 'Business Model');
    expect(JSON.stringify(model)).toMatch(/commission/);
    expect(deck.facts?.businessModel?.rate).toBe(5);

    const response = await rewrite(cookie, deck, model, 'We do not take a commission');

    expect(response.statusCode).toBe(200);
    const answer = response.json<SlideRewrite>();
    expect(answer).toMatchObject({
      applied: true,
      instructions: ['removeClaim'],
      before: model,
      factChanges: [{ fact: 'businessModel', removed: 'We take a 5% commission on every sale to buyers' }],
    });
    expect(answer.after).toMatchObject({ id: model.id, content: 'Farmers pay KES 30 per crate per day.' });
    expect(JSON.stringify(answer.after)).not.toMatch(/commission/i);
    expect(answer.facts?.businessModel).toMatchObject({ text: 'Farmers pay KES 30 per crate per day.' });
    expect(answer.facts?.businessModel?.rate).toBeUndefined();
    // Nothing is saved until the editor accepts it.
    expect(await get(cookie, deck.id)).toEqual(deck);

    // Accept: the editor saves the slide and the facts together.
    const slides = deck.slides.map((slide) => (slide.id === model.id ? answer.after : slide));
    const accepted = await put(cookie, deck.id, { version: deck.version, slides, facts: answer.facts });
    expect(accepted.statusCode).toBe(200);
    const saved = await get(cookie, deck.id);
    expect(saved.facts?.businessModel?.text).toBe('Farmers pay KES 30 per crate per day.');
    expect(saved.facts?.businessModel?.rate).toBeUndefined();

    // A later generation and 'add the facts we have' start from the facts: the commission stays out.
    await generate(ctx, cookie, deck.id);
    const regenerated = await get(cookie, deck.id);
    expect(JSON.stringify(regenerated.slides)).not.toMatch(/commission|5%/i);
    const refill = await rewrite(cookie, regenerated, titled(regenerated, 'Business Model'), 'Add the facts we have');
    expect(refill.json<SlideRewrite>()).toMatchObject({ applied: false });
    expect(JSON.stringify(refill.json())).not.toMatch(/commission/i);
  });

  it("takes a removed claim out of the pasted outline too, so a later generation does not write it from the section's text", async () => {
    const { cookie } = await verifiedAccount(ctx);
    const pitch =
      'SokoFresh\nThe problem\nProduce spoils before market.\nBusiness model\nWe take a 5% commission on every sale to buyers.';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'paste', inputs: { pastedText: pitch } },
      ...as(cookie),
    });
    expect([created.statusCode, created.body]).toEqual([201, expect.any(String)]);
    const { id } = created.json<Deck>();
    await generate(ctx, cookie, id);
    const deck = await get(cookie, id);
    const model = titled(deck, 'Business model');
    expect(deck.outline.find((section) => section.title === 'Business model')?.description).toMatch(/commission/);

    const answer = (await rewrite(cookie, deck, model, 'Remove the commission line')).json<SlideRewrite>();

    expect(answer.factChanges).toEqual([
      { fact: 'businessModel', removed: 'We take a 5% commission on every sale to buyers' },
    ]);
    expect(answer.facts?.businessModel).toBeUndefined();
    expect(answer.outline?.find((section) => section.title === 'Business model')?.description).toBe('');
    const slides = deck.slides.map((slide) => (slide.id === model.id ? answer.after : slide));
    const accepted = await put(cookie, id, {
      version: deck.version,
      slides,
      facts: answer.facts,
      outline: answer.outline,
    });
    expect([accepted.statusCode, accepted.json().error]).toEqual([200, undefined]);

    await generate(ctx, cookie, id);
    const regenerated = await get(cookie, id);
    expect(JSON.stringify(regenerated.slides)).not.toMatch(/commission/i);
    expect(regenerated.checks?.missing.map((missing) => missing.slideTitle)).toContain('Business model');
  });

  it('answers plainly when there are no competitor facts to add, and changes nothing', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const created = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, created.id);
    const deck = await get(cookie, created.id);
    expect(deck.facts?.competition).toBeUndefined();

    const response = await rewrite(cookie, deck, titled(deck, 'Problem'), 'Add competitors');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: false,
      message: sayIn('en', say(AI_HELPER_REFUSALS.noFacts, { topic: 'competitors' })),
      instructions: [],
      factChanges: [],
    });
    expect(response.body).not.toMatch(/addresses it/);
    expect(await get(cookie, deck.id)).toEqual(deck);
  });

  it('refuses what it cannot do with the list of what it can', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const created = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, created.id);
    const deck = await get(cookie, created.id);

    const response = await rewrite(cookie, deck, deck.slides[1]!, 'Translate this slide into Swahili');

    expect(response.json<SlideRewrite>()).toMatchObject({
      applied: false,
      message: aiHelperRefusal(AI_HELPER_REFUSALS.translate)
        .map((part) => sayIn('en', part))
        .join(' '),
    });
  });

  it('says why it cannot follow a prompt in the account’s language, listing the instructions as they are typed', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const created = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, created.id);
    const deck = await get(cookie, created.id);
    await ctx.app.inject({ method: 'PUT', url: '/auth', payload: { locale: 'pt' }, ...as(cookie) });

    const response = await rewrite(cookie, deck, deck.slides[1]!, 'Translate this slide into Swahili');

    const { message } = response.json<SlideRewrite>();
    expect(message).toMatch(
      /^O Assistente de IA escreve na língua da sua apresentação; não consegue traduzir um diapositivo\. Sabe fazer: .+\.$/,
    );
    expect(message).toContain('Remove the line "<a line on the slide>"');
  });
});
