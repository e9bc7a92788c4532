import { screen } from '@testing-library/react';
import { i18n } from '@kuza/i18n';
import { rootReducer } from '@kuza/store';
import { NOT_FOUND_ROUTE, ROUTES } from '@kuza/contracts/routes';
import { renderPage, speakPseudoLocale, unmarkedText, untranslatedText } from '@kuza/testing';
import { forgetLoadedPages, RemotePage } from './remote-page';
import { loadRemotePage } from './remotes';
import { routePageTitle, routeTitles } from './route-titles';
import { registerShellCatalogs } from './shell-i18n';
import { shellSlice } from './shell-slice';

jest.mock('./remotes', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

rootReducer.inject(shellSlice);

const CATALOGS = ['shell', 'packages/ui'].map(
  (workspace) => require(`../../${workspace}/locales/en.json`) as Record<string, string>,
);
/** The brand, the same in every language. */
const PROPER_NAMES = ['Kuza'];

describe('the shell’s own words in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    forgetLoadedPages();
  });

  it('says a page that is loading, and one that could not load, only from its catalog', async () => {
    load.mockReturnValueOnce(new Promise(() => undefined));
    const loading = renderPage(<RemotePage remote="marketing" module="./LandingPage" title="Home" />, { path: '/' });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
    loading.unmount();

    load.mockRejectedValueOnce(new Error('offline'));
    renderPage(<RemotePage remote="marketing" module="./WaitlistPage" title="Join Waitlist" />, { path: '/' });
    expect(await screen.findByRole('button', { name: /⟦/ })).toBeInTheDocument();
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('titles every page of the route table from its catalog, in the table’s English', () => {
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
      const title = routePageTitle(route);
      expect({ route: route.title, left: unmarkedText(title) }).toEqual({ route: route.title, left: ' | Kuza' });
      const message = 'path' in route ? routeTitles[route.path] : undefined;
      if (message) expect(message.defaultMessage).toBe(route.title);
    }
  });
});

describe('the shell in French', () => {
  it('loads its catalogs and the contracts’ for the page’s language', async () => {
    await registerShellCatalogs();
    await i18n.setLocale('fr');
    expect(routePageTitle({ path: '/waitlist', title: 'Join Waitlist' })).toBe('Liste d’attente | Kuza');
    expect(routePageTitle({ title: 'Page Not Found' })).toBe('Page introuvable | Kuza');
    const contracts = require('@kuza/contracts/locales/fr.json') as Record<string, string>;
    for (const id of Object.keys(contracts)) expect(i18n.translations.has('fr', id)).toBe(true);
  });
});
