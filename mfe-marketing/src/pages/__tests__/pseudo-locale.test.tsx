import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { pageFileName, routesOf, NOT_FOUND_ROUTE } from '@kuza/contracts/routes';
import { LOCALE_NAMES } from '@kuza/i18n';
import { api, renderPage, speakPseudoLocale, untranslatedText } from '@kuza/testing';
import { SAMPLE_DECK, SAMPLE_FIGURES } from '../../features/sample-deck/sample-deck';

/** Every English catalog a public page's words can come from. */
const CATALOGS = ['mfe-marketing', 'shell', 'packages/ui', 'packages/app', 'packages/contracts'].map(
  (workspace) => require(`../../../../${workspace}/locales/en.json`) as Record<string, string>,
);

/**
 * Names that are the same in every language: the brand, the networks, each language's own name, and the sample
 * deck's fictional company and founders.
 */
const PROPER_NAMES = [
  'Kuza',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'X',
  ...Object.values(LOCALE_NAMES),
  SAMPLE_FIGURES.company,
  ...SAMPLE_DECK.flatMap((slide) => (slide.type === 'team' ? slide.members.map((member) => member.name) : [])),
];

const PAGES = [...routesOf('marketing'), { ...NOT_FOUND_ROUTE, path: '/no-such-page' }].map((route) => ({
  path: route.path,
  Page: (require(`../${pageFileName(route.module)}`) as { default: ComponentType }).default,
}));

describe('every public page in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));

  it.each(PAGES)('$path shows no word that did not come from a catalog', async ({ path, Page }) => {
    api.on('GET', '/waitlist/count', { body: { data: { count: 1240 } } });
    renderPage(<Page />, { path: path === '/no-such-page' ? '*' : path, at: path });
    await screen.findAllByText(/⟦/);
    // The joined count, on the pages that show it, is said too once it arrives.
    if (path === '/waitlist' || path === '/people') await screen.findByText(/1\s240|1,240|1\.240/);
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('the Watch Demo slideshow shows no word that did not come from a catalog', async () => {
    const LandingPage = PAGES.find(({ path }) => path === '/')!.Page;
    api.on('GET', '/waitlist/count', { body: { data: { count: 1240 } } });
    renderPage(<LandingPage />, { path: '/', at: '/#demo' });
    await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });
});
