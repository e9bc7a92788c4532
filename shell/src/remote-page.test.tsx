import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetServerDrawn, keepServerDrawn } from '@kuza/app';
import { rootReducer, type AppStore } from '@kuza/store';
import { aUser, renderPage } from '@kuza/testing';
import { loadAppModule } from './app-module';
import { forgetLoadedPages, RemotePage } from './remote-page';
import { loadRemotePage, resetRemote } from './remotes';
import { shellSlice } from './shell-slice';

// The Module Federation runtime cannot load a remote in Jest; the test decides what loading gives.
jest.mock('./remotes', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

rootReducer.inject(shellSlice);

function remoteStatus(store: AppStore, remote: string) {
  return (store.getState() as { shell?: { remotes: Record<string, string> } }).shell?.remotes[remote];
}

function renderRemotePage({ isProtected = true } = {}) {
  const [path, remote, module, title] = isProtected
    ? ['/pitch-decks', 'decks', './DeckListPage', 'Pitch Decks']
    : ['/signin', 'auth', './SignInPage', 'Sign In'];
  const user = isProtected ? aUser({ email: 'ada@example.com', firstname: 'Ada', lastname: 'Obi' }) : undefined;
  const { store } = renderPage(<RemotePage remote={remote} module={module} title={title} isProtected={isProtected} />, {
    path,
    user,
  });
  return store;
}

describe('a remote page in the shell', () => {
  // An address that is not prerendered (a signed-in page, a shared deck): the start loads @kuza/app first.
  beforeAll(() => loadAppModule());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    forgetLoadedPages();
  });

  it('shows a loading indicator, then the remote page, and records the remote as ready', async () => {
    let finish: (value: { default: () => ReactElement }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const store = renderRemotePage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await act(async () => finish({ default: () => <h1>Pitch Decks</h1> }));
    expect(await screen.findByRole('heading', { name: 'Pitch Decks' })).toBeInTheDocument();
    expect(remoteStatus(store, 'decks')).toBe('ready');
  });

  it("keeps what the gateway drew of a public page on screen until the page's code has drawn it", async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-server-drawn="/signin"><h1>Drawn on the server</h1></div>';
    keepServerDrawn(root);
    let finish: (value: { default: () => ReactElement }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    renderRemotePage({ isProtected: false });
    expect(screen.getByRole('heading', { name: 'Drawn on the server' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    forgetServerDrawn();
    await act(async () => finish({ default: () => <h1>Sign in</h1> }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Drawn on the server' })).not.toBeInTheDocument();
  });

  it("keeps a drawn page readable under the notice when the page's code fails, and Retry brings the page", async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-server-drawn="/signin"><h1>Drawn on the server</h1></div>';
    keepServerDrawn(root);
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    renderRemotePage({ isProtected: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Kuza is not available right now');
    expect(alert).toHaveTextContent('What it says is below');
    expect(screen.getByRole('heading', { name: 'Drawn on the server' })).toBeInTheDocument();

    load.mockResolvedValueOnce({ default: () => <h1>Sign in</h1> });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    forgetServerDrawn();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a contained fallback when the remote fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const store = renderRemotePage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Kuza is not available right now');
    expect(remoteStatus(store, 'decks')).toBe('failed');

    load.mockResolvedValueOnce({ default: () => <h1>Pitch Decks</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(resetRemote).toHaveBeenCalledWith('decks');
    expect(await screen.findByRole('heading', { name: 'Pitch Decks' })).toBeInTheDocument();
  });

  it('keeps the app chrome around the fallback of a signed-in route, titled with the route', async () => {
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    renderRemotePage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('banner')).getByText('Pitch Decks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AO, account menu for Ada Obi' })).toBeInTheDocument();
  });

  it('gives the fallback of a public route a header whose logo leads home, without the app chrome', async () => {
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    renderRemotePage({ isProtected: false });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Kuza home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
