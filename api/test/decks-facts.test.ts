/**
 * A deck's fact sheet through the API: filled first by every way in (form, paste, import), edited
 * on the outline page, checked on every save, and never filled from the founder's own answers for
 * an imported deck of another company.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Deck } from '@kuza/contracts';
import { loadBriefs } from '../bench/content-score';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate } from './helpers/decks';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const shambalink = loadBriefs().find((brief) => brief.id === 'shambalink-ke')!;
const pptx = fs.readFileSync(path.join(__dirname, 'fixtures/files/deck-sokofresh-en.pptx'));

const getDeck = async (cookie: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/decks/${id}`, ...as(cookie) })).json<Deck>();

async function founderWithAnswers() {
  const account = await verifiedAccount(ctx);
  await ctx.app.inject({
    method: 'PUT',
    url: '/auth',
    payload: { target_audience: 'Dairy cooperatives in Uganda', goal: 'Reach 90 cooperatives', completed_step: 2 },
    headers: { cookie: account.cookie, origin: TEST_WEB_ORIGIN },
  });
  return account;
}

describe('the fact sheet of a deck', () => {
  it('reads a pasted 10-section pitch into facts and sections, named after the company, and slides that hold to it', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'paste', inputs: { pastedText: shambalink.pitch } },
      ...as(cookie),
    });
    const deck = created.json<Deck>();

    expect(deck.name).toBe('ShambaLink');
    expect(deck.outline.map((s) => s.title)).toEqual([
      'ShambaLink',
      'The problem',
      'Our solution',
      'Business model',
      'Traction',
      'Market',
      'Competition',
      'Team',
      'The ask',
      'Use of funds',
    ]);
    expect(deck.facts).toMatchObject({
      company: { text: 'ShambaLink', source: 'pasted' },
      businessModel: { what: 'subscription', price: { amount: 500, currency: 'KES' }, unit: 'acre', period: 'month' },
      customers: [{ value: 1200, unit: 'paying farmers', source: 'pasted' }],
      ask: { amount: { amount: 500000, currency: 'USD' }, instrument: 'seed' },
      useOfFunds: [{ percent: 50 }, { percent: 30 }, { percent: 20 }],
    });
    expect(deck.facts!.team.map((p) => `${p.name}, ${p.role}`)).toEqual([
      'Wanjiru Kamau, CEO',
      'Otieno Odhiambo, CTO',
      'Achieng Mutua, COO',
    ]);

    await generate(ctx, cookie, deck.id);
    const done = await getDeck(cookie, deck.id);
    const text = JSON.stringify(done.slides);
    expect(text).not.toMatch(/commission on produce traded|verified buyers|first cohort/i);
    expect(text).toContain(
      'Weekly drone scans of every subscribed farm, with pest and water-stress alerts sent by SMS in Swahili within 24 hours.',
    );
    expect(done.checks).toEqual({ missing: [], problems: [] });
  });

  it('lists missing facts with their question, and takes an edited fact as typed, reading its price again', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie, { description: 'Solar cold rooms for farmers in Nairobi.' });
    await generate(ctx, cookie, deck.id);
    const before = await getDeck(cookie, deck.id);
    expect(before.checks!.missing).toContainEqual(
      expect.objectContaining({ slideTitle: 'Business Model', prompt: 'No price yet: what do you charge?' }),
    );

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: {
        version: before.version,
        facts: { ...before.facts, businessModel: { text: 'Farmers pay KES 50 per crate per day.', source: 'pasted' } },
      },
      ...as(cookie),
    });

    expect(saved.statusCode).toBe(200);
    const after = saved.json<Deck>();
    expect(after.facts!.businessModel).toEqual({
      text: 'Farmers pay KES 50 per crate per day.',
      source: 'typed',
      price: { amount: 50, currency: 'KES', figure: 'KES 50' },
      unit: 'crate',
      period: 'day',
    });
    expect(after.checks!.missing.map((m) => m.slideTitle)).not.toContain('Business Model');
  });

  it('says on save where slides disagree: another customer count, funds short of 100 %, another ask', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie, { customers: 1200 });
    const slide = (title: string, content: string, bullets: string[] = []) => ({
      id: title.toLowerCase(),
      type: 'content',
      title,
      content,
      bullets,
      notes: '',
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: {
        version: deck.version,
        slides: [
          slide('Traction', 'We serve 200 customers.'),
          slide('Use of funds', 'Where it goes', ['40% cold rooms', '30% sales', '20% software']),
          slide('Funding', 'We are raising $750k.'),
        ],
      },
      ...as(cookie),
    });

    expect(saved.json<Deck>().checks!.problems.map((p) => p.message)).toEqual([
      '"Traction" says 200 customers; the facts say 1,200 customers.',
      '"Use of funds" splits the money 40 + 30 + 20 = 90 %, not 100 %.',
      '"Funding" asks for $750k; the facts say $500k.',
    ]);
  });

  it("keeps an imported deck's structure and notes, and none of the importing founder's own answers", async () => {
    const { cookie } = await founderWithAnswers();
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/decks/import?filename=other-company.pptx',
      payload: pptx,
      headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
    });
    const deck = imported.json<Deck>();

    expect(deck.slides).toHaveLength(deck.outline.length);
    expect(deck.slides.map((s) => s.title)).toEqual(deck.outline.map((s) => s.title));
    expect(deck.slides[1]!.notes).toBe('Cite FAO post-harvest loss figures.');
    expect(JSON.stringify(deck.facts)).not.toMatch(/onboarding|Dairy cooperatives|90 cooperatives/);
    expect(deck.facts!.company).toEqual({ text: 'SokoFresh', source: 'imported' });

    await generate(ctx, cookie, deck.id);
    const done = await getDeck(cookie, deck.id);
    expect(done.slides.map((s) => [s.title, s.bullets, s.notes])).toEqual(
      deck.slides.map((s) => [s.title, s.bullets, s.notes]),
    );
    expect(JSON.stringify(done.slides)).not.toMatch(/Dairy cooperatives|90 cooperatives/);
  });
});
