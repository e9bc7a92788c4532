import { AUTH_MESSAGES, ONBOARDING_MESSAGES } from '@kuza/contracts';
import { SUPPORTED_LOCALES } from '@kuza/i18n';
import { AUTH_ERRORS } from '../src/modules/auth/service';
import { account, createAuthApp, newEmail, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { TEST_WEB_ORIGIN } from './helpers/test-app';
import { mentionMail } from '../src/modules/mail/mention';

/** A request as a browser in `language` sends it. */
const from = (language: string, cookie?: string) => ({
  origin: TEST_WEB_ORIGIN,
  'accept-language': language,
  ...(cookie ? { cookie } : {}),
});

describe('refusals in the reader’s language, with a stable code', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx.stop());

  const signIn = (language: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: from(language),
      payload: { email: newEmail('nobody'), password: 'Wrong!pass1' },
    });

  it('says a refused sign-in in French, Portuguese or English by Accept-Language, under one code', async () => {
    const answers = await Promise.all(['fr-CI,fr;q=0.9,en;q=0.5', 'pt-AO', 'en-GB', 'de-DE'].map(signIn));

    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { error: 'Adresse e-mail ou mot de passe incorrect', code: AUTH_ERRORS.badLogin.id },
      { error: 'E-mail ou palavra-passe incorretos', code: AUTH_ERRORS.badLogin.id },
      { error: 'Invalid email or password', code: AUTH_ERRORS.badLogin.id },
      // A language Kuza does not speak gets English.
      { error: 'Invalid email or password', code: AUTH_ERRORS.badLogin.id },
    ]);
  });

  it('says a broken form rule the way the form says it, in the browser’s language', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: from('pt-BR,pt;q=0.9'),
      payload: { ...account(newEmail()), email: '' },
    });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'O e-mail é obrigatório', code: AUTH_MESSAGES.emailRequired.id });
  });

  it('speaks the signed-in account’s language whatever the browser asks for', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/auth',
      headers: from('en', cookie),
      payload: { locale: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ message: 'Profil mis à jour', user: { locale: 'fr' } });

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/auth',
      headers: from('pt-PT,en;q=0.8', cookie),
      payload: { industry: 'Mining' },
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Choisissez un secteur dans la liste',
      code: ONBOARDING_MESSAGES.industryInvalid.id,
    });
    const current = await ctx.app.inject({ method: 'GET', url: '/auth/user', headers: from('en', cookie) });
    expect(current.json().user.locale).toBe('fr');
  });

  it('refuses a language Kuza does not speak with 400 and the list of those it speaks', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/auth',
      headers: from('en', cookie),
      payload: { locale: 'de' },
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: `Choose one of the languages Kuza speaks: ${SUPPORTED_LOCALES.join(', ')}`,
      code: AUTH_MESSAGES.localeInvalid.id,
    });
    const current = await ctx.app.inject({ method: 'GET', url: '/auth/user', headers: from('en', cookie) });
    expect(current.json().user.locale).toBe('en');
  });

  it('answers an unknown address in the asker’s language (404 of an unknown route too)', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/no-such-route', headers: from('fr') });

    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Page introuvable', code: 'api.error.notFound' });
  });
});

describe('the account’s language at sign-up and in its e-mails', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx.stop());

  it('mails the code in French to a French sign-up, and the account keeps French', async () => {
    const email = newEmail('awa');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: from('fr-SN,fr;q=0.9'),
      payload: account(email, { firstname: 'Awa' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Compte créé ! Vérifiez votre adresse e-mail pour continuer.');

    const mail = await ctx.smtp.waitFor(email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    expect(mail.subject).toBe(`${code} est votre code de vérification Kuza`);
    expect(mail.text).toContain('Bonjour Awa,');
    expect(mail.text).toContain(`Votre code de vérification Kuza : ${code}`);
    expect(mail.text).not.toMatch(/verification code|Enter it|ignore this/);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');

    const verified = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/email/verify',
      headers: from('en'),
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    // Signed in, the account's language wins over the browser's.
    expect(verified.json()).toMatchObject({ message: 'Adresse e-mail vérifiée', user: { locale: 'fr' } });
  });

  it('mails an Arabic sign-up right to left, in Arabic, with the code as it is', async () => {
    const email = newEmail('layla');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: from('ar-EG,ar;q=0.9'),
      payload: account(email, { firstname: 'Layla' }),
    });
    expect(created.statusCode).toBe(201);
    const mail = await ctx.smtp.waitFor(email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain(code);
    expect(mail.subject).toMatch(/\p{Script=Arabic}/u);
    expect(mail.text).not.toMatch(/verification code|Enter it|ignore this/);
  });

  it('quotes a mentioning comment on the line’s start side: the right in Arabic', () => {
    const mention = {
      who: 'Amara',
      document: 'SokoFresh',
      part: 'slide' as const,
      position: 2,
      title: 'Problem',
      body: 'Check the figures',
      link: 'https://kuza.example/pitch-deck-editor?deck=1',
    };
    expect(mentionMail('layla@kuza.example', mention, 'Layla', 'ar').html).toContain('border-right:4px');
    expect(mentionMail('awa@kuza.example', mention, 'Awa', 'fr').html).toContain('border-left:4px');
  });

  it('takes the page’s language from the sign-up form over the browser’s', async () => {
    const email = newEmail('joao');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: from('en-US'),
      payload: account(email, { firstname: 'João', locale: 'pt' }),
    });
    expect(created.statusCode).toBe(201);

    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toMatch(/^\d{6} é o seu código de confirmação da Kuza$/);
    expect(mail.text).toContain('Olá João,');
  });

  it('mails a reset link to a known account in its own language, whoever asks', async () => {
    const email = newEmail('fatou');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: from('fr'),
      payload: account(email, { firstname: 'Fatou' }),
    });
    expect(created.statusCode).toBe(201);
    await ctx.smtp.waitFor(email);

    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password/forgot',
      headers: from('en'),
      payload: { email },
    });
    expect(asked.json().message).toBe('If an account exists for this email, we sent a link to reset the password.');
    const reset = await ctx.smtp.waitFor(email, 2);
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Kuza');
    expect(reset.text).toContain('Bonjour Fatou,');
  });
});
