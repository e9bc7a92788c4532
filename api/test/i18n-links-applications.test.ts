import { APPLICATION_MESSAGES } from '@kuza/contracts';
import { LINK_MESSAGES } from '../src/modules/links/visits';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { founderWithFacts } from './helpers/applications';
import { as } from './helpers/decks';
import { browser, founderWithDeck, makeLink } from './helpers/links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const inLanguage = (language: string, headers: Record<string, string>) => ({
  headers: { ...headers, 'accept-language': language },
});

describe('the links’ and applications’ refusals in the reader’s language, with a stable code', () => {
  it('asks a viewer at a closed gate in their browser’s language, naming the document', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { passcode: 'mango-tree' });
    const answers = await Promise.all(
      ['fr-CI,fr;q=0.9', 'pt-MZ', 'en-GB'].map((language) =>
        ctx.app.inject({ method: 'GET', url: link.path, ...inLanguage(language, browser().headers) }),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [401, { error: 'Saisissez le code d’accès pour voir cette présentation', code: 'passcode_required' }],
      [401, { error: 'Introduza o código de acesso para ver esta apresentação', code: 'passcode_required' }],
      [401, { error: 'Enter the passcode to view this deck', code: 'passcode_required' }],
    ]);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `${link.path}/visit`,
      payload: { passcode: 'not-the-tree' },
      ...inLanguage('pt', browser().headers),
    });
    expect(wrong.json()).toEqual({ error: 'Código de acesso incorreto', code: 'passcode_required' });
  });

  it('says a revoked or unknown link in the reader’s language, under the message’s id', async () => {
    const gone = await ctx.app.inject({
      method: 'GET',
      url: '/share/deck/Lk0123456789abcdefghijklmnopqrst',
      ...inLanguage('fr', browser().headers),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Ce lien n’existe pas ou a été révoqué', code: LINK_MESSAGES.notFound.id });
  });

  it('says an unknown programme and a missing application in the account’s language, whatever the browser’s', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const chosen = await ctx.app.inject({ method: 'PUT', url: '/auth', payload: { locale: 'fr' }, ...as(cookie) });
    expect(chosen.statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/applications`,
      payload: { program: 'hogwarts' },
      ...inLanguage('en', as(cookie).headers),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(APPLICATION_MESSAGES.unknownProgramme.id);
    expect(unknown.json().error).toMatch(/^Programme inconnu « hogwarts »\. Programmes : y-combinator, techstars, /);

    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/applications/64b000000000000000000009',
      ...inLanguage('pt-BR', as(cookie).headers),
    });
    expect(missing.json()).toEqual({ error: 'Candidature introuvable', code: APPLICATION_MESSAGES.notFound.id });
  });
});
