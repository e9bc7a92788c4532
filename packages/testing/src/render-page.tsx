import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PublicUser } from '@kuza/contracts';
import { baseApi, createAppStore, sessionApi, signedIn, type AppStore } from '@kuza/store';
import { ROUTER_FUTURE, ThemeRoot, Toasts, toast } from '@kuza/ui';
import { signedInAs } from './api';

/** Where the page sent the user: rendered on every path but the page's own. */
function WhereAmI() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname + search + hash}
    </p>
  );
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted at (`/decks/:id`); `/` when left out. */
  path?: string;
  /** The URL or location the router starts at; `path` when left out. */
  at?: string | { pathname: string; search?: string; hash?: string; state?: unknown };
  /** Signs this user in: the store knows them at once and `GET /auth/user` answers them. */
  user?: PublicUser;
}

/** Reports every location the router takes, including the page's own. */
function TrackLocation({ onChange }: { onChange: (location: string) => void }) {
  const { pathname, search, hash } = useLocation();
  onChange(pathname + search + hash);
  return null;
}

const stores: AppStore[] = [];

/**
 * Renders a page or feature as the hosts do: a fresh store from the real factory, a memory router, the
 * theme and toasts. Other paths render their location as `data-testid="location"`.
 */
export function renderPage(ui: ReactElement, { path = '/', at, user }: RenderPageOptions = {}) {
  // The chrome reads the screen size; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  const store = createAppStore();
  stores.push(store);
  if (user) {
    signedInAs(user);
    // What sessionStarted does, but synchronously: the first render already has the user.
    store.dispatch(signedIn(user));
    store.dispatch(
      sessionApi.util.upsertQueryEntries([{ endpointName: 'authCurrentUser', arg: undefined, value: user }]),
    );
  }
  let current = '';
  const view = render(
    <Provider store={store}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[at ?? path]}>
        <TrackLocation onChange={(location) => (current = location)} />
        <ThemeRoot>
          <Toasts />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </ThemeRoot>
      </MemoryRouter>
    </Provider>,
  );
  /** Where the router is now (path, query and hash), on the page's own route too. */
  const location = () => current;
  return { store, location, ...view };
}

/** After each test (jest-setup-dom.ts): no toasts, nothing mounted, no RTK Query timers left behind. */
export function cleanUpPages() {
  act(() => void toast.dismiss());
  // Unmount first: resetting the API state under mounted components would update them outside act().
  cleanup();
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}
