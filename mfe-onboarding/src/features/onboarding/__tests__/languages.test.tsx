import { screen } from '@testing-library/react';
import { DEFAULT_LOCALE, i18n, SUPPORTED_LOCALES } from '@kuza/i18n';
import { aUser, renderPage } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import AboutStartupPage from '../../../pages/about-startup-page';
import OnboardingIndexPage from '../../../pages/onboarding-index-page';

const english = require('../../../../locales/en.json') as Record<string, string>;
/** Every other language's catalog: a language the site adds is checked here too. */
const catalogs = Object.fromEntries(
  SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale,
    require(`../../../../locales/${locale}.json`) as Record<string, string>,
  ]),
);

/** Sector names said the same way in French and Portuguese. */
const SAME_IN_EVERY_LANGUAGE = ['Agritech', 'Fintech', 'EdTech', 'E-commerce', 'Web3', 'HealthTech', 'SaaS / B2B'];

describe('onboarding in French and Portuguese', () => {
  // The choices' names are the contracts' messages, which every page has (the shell registers them).
  beforeAll(() => registerSharedCatalogs());
  afterAll(() => i18n.setLocale('en'));

  it.each([
    ['fr', 'Parlez-nous de votre startup', 'Étape 1 sur 3', 'Immobilier', 'Continuer'],
    ['pt', 'Fale-nos da sua startup', 'Passo 1 de 3', 'Imobiliário', 'Continuar'],
  ] as const)('in %s, step 1 is drawn in that language', async (locale, heading, step, industry, button) => {
    await i18n.setLocale(locale);
    renderPage(<AboutStartupPage />, { path: '/onboarding/about-startup', user: aUser({ onboarding: {} }) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: industry })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('names a saved choice in the page’s language and keeps the founder’s own words as written', async () => {
    await i18n.setLocale('fr');
    renderPage(<OnboardingIndexPage />, {
      path: '/onboarding',
      user: aUser({
        onboarding: {
          industry: 'Real Estate',
          target_audience: 'Petits commerçants',
          goals: ['Resume Builder'],
          completed_step: 3,
        },
      }),
    });
    expect(await screen.findByText('Immobilier')).toBeInTheDocument();
    expect(screen.getByText('Petits commerçants')).toBeInTheDocument();
    expect(screen.getByText('Créateur de CV')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier à propos de votre startup' })).toBeInTheDocument();
  });

  it('has every message in its own words, not a copy of the English', () => {
    for (const catalog of Object.values(catalogs)) {
      const copied = Object.keys(english).filter(
        (id) => catalog[id] === english[id] && !SAME_IN_EVERY_LANGUAGE.includes(english[id]!),
      );
      expect(copied).toEqual([]);
    }
  });
});
