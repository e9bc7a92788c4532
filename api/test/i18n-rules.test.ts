import {
  APPLICATION_MESSAGES,
  CREATION_MODE_RULES,
  AUTH_MESSAGES,
  DECK_RULES,
  FACT_RULES,
  LINK_RULES,
  LIST_CHANGES_MESSAGES,
  TEAM_MESSAGES,
  emptyFactSheet,
} from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { founderWithDeck } from './helpers/links';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const inFrench = (cookie?: string) => ({
  headers: { origin: TEST_WEB_ORIGIN, 'accept-language': 'fr-SN,fr;q=0.9', ...(cookie ? { cookie } : {}) },
});

/** A signed-in reader is answered in their account's language, whatever the browser asks for. */
async function chooseLanguage(cookie: string, locale: string) {
  const chosen = await ctx.app.inject({ method: 'PUT', url: '/auth', payload: { locale }, ...as(cookie) });
  expect(chosen.statusCode).toBe(200);
}

async function frenchFounderWithDeck() {
  const founder = await founderWithDeck(ctx);
  await chooseLanguage(founder.cookie, 'fr');
  return founder;
}

describe('the contracts’ rules said in the reader’s language, under the rule’s id', () => {
  it('refuses a link without a label, a reset link with a broken token and an invitation without one in French', async () => {
    const { cookie, deck } = await frenchFounderWithDeck();
    const unnamed = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/links`,
      payload: { label: '   ' },
      ...inFrench(cookie),
    });
    expect([unnamed.statusCode, unnamed.json()]).toEqual([
      400,
      { error: 'Le libellé est obligatoire', code: LINK_RULES.labelRequired.id },
    ]);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password/reset?token=not%20a%20token',
      payload: { newPassword: 'x' },
      ...inFrench(),
    });
    expect([reset.statusCode, reset.json()]).toEqual([
      400,
      { error: 'Ce jeton n’est pas valide', code: AUTH_MESSAGES.tokenInvalid.id },
    ]);

    const member = await verifiedAccount(ctx);
    await chooseLanguage(member.cookie, 'fr');
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/team/invitations/accept',
      payload: {},
      ...inFrench(member.cookie),
    });
    expect([accept.statusCode, accept.json()]).toEqual([
      400,
      { error: 'Il manque le jeton dans ce lien d’invitation', code: TEAM_MESSAGES.tokenRequired.id },
    ]);
  });

  it('refuses a deck’s broken save, an application without a programme and a resume without a mode in French', async () => {
    const { cookie, deck } = await frenchFounderWithDeck();
    const save = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: `/decks/${deck.id}`, payload, ...inFrench(cookie) });

    const theme = await save({ version: deck.version, theme: { id: 'neon' } });
    expect([theme.statusCode, theme.json()]).toEqual([
      400,
      { error: 'Choisissez un thème dans la liste', code: DECK_RULES.themeInvalid.id },
    ]);

    const twice = await save({ version: deck.version, slideChanges: { order: ['s1', 's1'], put: [] } });
    expect([twice.statusCode, twice.json()]).toEqual([
      400,
      { error: 'Chaque identifiant ne peut apparaître qu’une fois', code: LIST_CHANGES_MESSAGES.idOnce.id },
    ]);

    const guessed = await save({
      version: deck.version,
      facts: { ...emptyFactSheet(), problem: { text: 'Farmers lose crops', source: 'guessed' } },
    });
    expect([guessed.statusCode, guessed.json()]).toEqual([
      400,
      {
        error: 'Un fait vient d’un texte saisi, collé, importé, de l’accueil, d’un CV ou d’une suggestion',
        code: FACT_RULES.source.id,
      },
    ]);

    const application = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/applications`,
      payload: { program: '' },
      ...inFrench(cookie),
    });
    expect([application.statusCode, application.json()]).toEqual([
      400,
      { error: 'Choisissez un programme', code: APPLICATION_MESSAGES.chooseProgramme.id },
    ]);

    const resume = await ctx.app.inject({
      method: 'POST',
      url: '/resumes',
      payload: { mode: 'fax', inputs: {} },
      ...inFrench(cookie),
    });
    expect([resume.statusCode, resume.json()]).toEqual([
      400,
      { error: 'Le mode doit être ai ou paste', code: CREATION_MODE_RULES.invalid.id },
    ]);
  });

  it('says a limit with its number in the reader’s language, and English stays the default', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const answers = [];
    for (const locale of ['pt', 'fr', 'en']) {
      await chooseLanguage(cookie, locale);
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: `/decks/${deck.id}/links`,
          payload: { label: 'Investors', passcode: 'abc' },
          ...as(cookie),
        }),
      );
    }
    expect(answers.map((answer) => answer.json())).toEqual([
      { error: 'O código de acesso deve ter pelo menos 4 caracteres', code: LINK_RULES.passcodeMin.id },
      { error: 'Le code d’accès doit compter au moins 4 caractères', code: LINK_RULES.passcodeMin.id },
      { error: 'Passcode must be at least 4 characters', code: LINK_RULES.passcodeMin.id },
    ]);
  });
});
