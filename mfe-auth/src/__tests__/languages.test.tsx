import { act, screen } from '@testing-library/react';
import { DEFAULT_LOCALE, i18n, type Locale, SUPPORTED_LOCALES } from '@kuza/i18n';
import { signedOut } from '@kuza/store';
import { renderPage } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import SignInPage from '../pages/sign-in-page';
import SignUpPage from '../pages/sign-up-page';

const english = require('../../locales/en.json') as Record<string, string>;
/** Every other language's catalog: a language the site adds is checked here too. */
const catalogs = Object.fromEntries(
  SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale,
    require(`../../locales/${locale}.json`) as Record<string, string>,
  ]),
);

describe('the account pages in each language the site speaks', () => {
  afterAll(() => i18n.setLocale('en'));

  it.each([
    ['fr', 'Connexion à Kuza', 'Se connecter', 'Mot de passe'],
    ['pt', 'Entrar no Kuza', 'Entrar', 'Palavra-passe'],
  ] as const)('in %s, sign-in is drawn in that language', async (locale, heading, button, password) => {
    await i18n.setLocale(locale);
    const view = renderPage(<SignInPage />, { path: '/signin' });
    act(() => void view.store.dispatch(signedOut()));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    expect(screen.getByLabelText(password)).toBeInTheDocument();
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    'in %s, the sign-up page keeps no English sentence',
    async (locale: Locale) => {
      await i18n.setLocale(locale);
      const view = renderPage(<SignUpPage />, { path: '/signup' });
      act(() => void view.store.dispatch(signedOut()));
      await screen.findByRole('heading', { level: 1 });
      const text = document.body.textContent ?? '';
      for (const id of Object.keys(english).filter((id) => id.startsWith('auth.signUp.'))) {
        expect(text).not.toContain(english[id]);
      }
    },
  );

  it.each([
    ['fr', 'La connexion avec Google n’a pas abouti. Veuillez réessayer.', /Au moins 8 caractères/],
    ['pt', 'O início de sessão com o Google não foi concluído. Tente novamente.', /Pelo menos 8 caracteres/],
  ] as const)(
    'in %s, a Google sign-in that failed and the password rule are said in that language',
    async (locale, failed, rule) => {
      await registerSharedCatalogs();
      await i18n.setLocale(locale);
      const view = renderPage(<SignInPage />, { path: '/signin', at: '/signin?error=google_failed' });
      act(() => void view.store.dispatch(signedOut()));
      expect(await screen.findByText(failed)).toBeInTheDocument();
      view.unmount();
      const signUp = renderPage(<SignUpPage />, { path: '/signup' });
      act(() => void signUp.store.dispatch(signedOut()));
      expect(await screen.findByText(rule)).toBeInTheDocument();
    },
  );

  it('has every message in its own words, not a copy of the English', () => {
    for (const catalog of Object.values(catalogs)) {
      const copied = Object.keys(english).filter((id) => catalog[id] === english[id]);
      expect(copied).toEqual([]);
    }
  });
});
