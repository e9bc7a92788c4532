import type { Deck, Resume } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const FRENCH_PITCH = `AgriPay
Les petits producteurs de cacao attendent trois mois pour être payés par les coopératives.
Notre solution : une application qui paie chaque livraison par mobile money le jour même.
Nous levons 300 000 EUR pour recruter une équipe commerciale.`;

const PORTUGUESE_CV = `Ana Tembe
Engenheira de software com oito anos de experiência em pagamentos móveis para os bancos de Maputo.
Experiência
Chefe de engenharia na PagaBem (2020 - presente): construímos a plataforma de pagamentos com a equipa.`;

const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, ...as(cookie) });

describe('the language a document is written in', () => {
  it('is the pasted pitch’s own language, whatever the form chose', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await post(cookie, '/decks', {
      mode: 'paste',
      language: 'pt',
      inputs: { pastedText: FRENCH_PITCH },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Deck>().language).toBe('fr');
  });

  it('is the AI form’s choice, else the account’s language, and can be changed in the editor', async () => {
    const { cookie } = await verifiedAccount(ctx);
    expect((await createAiDeck(ctx, cookie)).language).toBe('en');
    await ctx.app.inject({ method: 'PUT', url: '/auth', payload: { locale: 'fr' }, ...as(cookie) });
    const deck = await createAiDeck(ctx, cookie);
    expect(deck.language).toBe('fr');
    const chosen = await post(cookie, '/decks', { mode: 'ai', language: 'pt', inputs: { startupName: 'PagaBem' } });
    expect(chosen.json<Deck>().language).toBe('pt');

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, language: 'pt' },
      ...as(cookie),
    });
    expect(edited.json<Deck>().language).toBe('pt');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: edited.json<Deck>().version, language: 'de' },
      ...as(cookie),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('says a French deck’s Check list in French, as its facts questions', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = (await post(cookie, '/decks', { mode: 'paste', inputs: { pastedText: FRENCH_PITCH } })).json<Deck>();
    const split = {
      id: 'split',
      type: 'content',
      title: 'Utilisation des fonds',
      content: '',
      bullets: ['Équipe : 50 %', 'Marketing : 30 %'],
      notes: '',
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, slides: [...deck.slides, split] },
      ...as(cookie),
    });
    const problems = saved.json<Deck>().checks?.problems ?? [];
    expect(problems.find((problem) => problem.slideId === 'split')?.message).toBe(
      '« Utilisation des fonds » répartit l’argent en 50 + 30 = 80 %, et non 100 %.',
    );
  });

  it('is read from a pasted CV for a resume, and is the form’s choice otherwise', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const pasted = await post(cookie, '/resumes', { mode: 'paste', inputs: { pastedText: PORTUGUESE_CV } });
    expect(pasted.json<Resume>().language).toBe('pt');
    const typed = await post(cookie, '/resumes', { mode: 'ai', language: 'fr', inputs: { name: 'Awa Diop' } });
    expect(typed.json<Resume>().language).toBe('fr');
  });
});
