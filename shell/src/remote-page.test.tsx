import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, rootReducer } from '@kuza/store';
import { ThemeRoot } from '@kuza/ui';
import { RemotePage } from './remote-page';
import { loadRemotePage, resetRemote } from './remotes';
import { shellSlice } from './shell-slice';

jest.mock('./remotes', () => ({ loadRemotePage: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

rootReducer.inject(shellSlice);

function remoteStatus(store: ReturnType<typeof createAppStore>, remote: string) {
  return (store.getState() as { shell?: { remotes: Record<string, string> } }).shell?.remotes[remote];
}

function renderPage() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <ThemeRoot>
        <RemotePage remote="decks" module="./DeckListPage" />
      </ThemeRoot>
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
});
