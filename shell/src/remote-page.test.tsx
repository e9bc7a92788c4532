import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, rootReducer, signedIn } from '@kuza/store';
import { ROUTER_FUTURE, ThemeRoot } from '@kuza/ui';
import { RemotePage } from './remote-page';
import { loadRemotePage, resetRemote } from './remotes';
import { shellSlice } from './shell-slice';

jest.mock('./remotes', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
// The chrome's avatar asks GET /auth/user; the session is set directly here instead.
jest.mock('@kuza/store', () => ({ ...jest.requireActual('@kuza/store'), useAuthCurrentUserQuery: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

rootReducer.inject(shellSlice);

function remoteStatus(store: ReturnType<typeof createAppStore>, remote: string) {
  return (store.getState() as { shell?: { remotes: Record<string, string> } }).shell?.remotes[remote];
}

function renderPage({ isProtected = true } = {}) {
  const store = createAppStore();
  if (isProtected) store.dispatch(signedIn({ id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Obi' }));
  const [path, remote, module, title] = isProtected
    ? ['/pitch-decks', 'decks', './DeckListPage', 'Pitch Decks']
    : ['/signin', 'auth', './SignInPage', 'Sign In'];
  render(
    <Provider store={store}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
        <ThemeRoot>
          <RemotePage remote={remote} module={module} title={title} isProtected={isProtected} />
        </ThemeRoot>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('a remote page in the shell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading indicator, then the remote page, and records the remote as ready', async () => {
    let finish: (value: { default: () => ReactElement }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const store = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await act(async () => finish({ default: () => <h1>Pitch Decks</h1> }));
    expect(await screen.findByRole('heading', { name: 'Pitch Decks' })).toBeInTheDocument();
    expect(remoteStatus(store, 'decks')).toBe('ready');
  });

  it('shows a contained fallback when the remote fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const store = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Kuza is not available right now');
    expect(remoteStatus(store, 'decks')).toBe('failed');

    load.mockResolvedValueOnce({ default: () => <h1>Pitch Decks</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(resetRemote).toHaveBeenCalledWith('decks');
    expect(await screen.findByRole('heading', { name: 'Pitch Decks' })).toBeInTheDocument();
  });

  it('keeps the app chrome around the fallback of a signed-in route, titled with the route', async () => {
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('banner')).getByText('Pitch Decks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AO, account menu for Ada Obi' })).toBeInTheDocument();
  });

  it('gives the fallback of a public route a header whose logo leads home, without the app chrome', async () => {
    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    renderPage({ isProtected: false });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Kuza home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
