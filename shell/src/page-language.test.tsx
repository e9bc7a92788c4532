import { act, screen } from '@testing-library/react';
import { i18n } from '@kuza/i18n';
import { rootReducer } from '@kuza/store';
import { aUser, renderPage } from '@kuza/testing';
import { App } from './app';
import { forgetLoadedPages } from './remote-page';
import { loadRemotePage } from './remotes';
import { registerShellCatalogs } from './shell-i18n';
import { shellSlice } from './shell-slice';

jest.mock('./remotes', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

rootReducer.inject(shellSlice);

describe('the page’s language in the shell', () => {
  beforeAll(() => registerShellCatalogs());
  beforeEach(() => load.mockResolvedValue({ default: () => <h1>A page</h1> }));
  afterEach(async () => {
    forgetLoadedPages();
    await act(() => i18n.setLocale('en'));
  });

  it('takes the signed-in account’s language on a page with no language in its address', async () => {
    renderPage(<App />, { path: '*', at: '/pitch-decks', user: aUser({ locale: 'pt' }) });
    await screen.findByRole('heading', { name: 'A page' }, { timeout: 5000 });
    await act(() => i18n.ready());
    expect(i18n.locale).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(document.title).toBe('Pitch decks | Kuza');
  });

  it('keeps the language an address names, whoever is signed in', async () => {
    renderPage(<App />, { path: '*', at: '/fr/waitlist', user: aUser({ locale: 'pt' }) });
    await screen.findByRole('heading', { name: 'A page' }, { timeout: 5000 });
    await act(() => i18n.ready());
    expect(i18n.locale).toBe('fr');
    expect(document.title).toBe('Liste d’attente | Kuza');
  });

  it('answers a public page at its address in each language, and not a signed-in page', async () => {
    for (const address of ['/pt/waitlist', '/fr/', '/pt/signin']) {
      const view = renderPage(<App />, { path: '*', at: address });
      expect(await screen.findByRole('heading', { name: 'A page' }, { timeout: 5000 })).toBeInTheDocument();
      view.unmount();
      forgetLoadedPages();
    }
    load.mockClear();
    renderPage(<App />, { path: '*', at: '/fr/dashboard' });
    await screen.findByRole('heading', { name: 'A page' }, { timeout: 5000 });
    expect(load).toHaveBeenCalledWith('marketing', './NotFoundPage');
  });
});
