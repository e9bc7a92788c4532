/// <reference types="@testing-library/jest-dom" />
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { baseApi, createAppStore } from '@kuza/store';
import { ThemeRoot, Toasts, toast, ROUTER_FUTURE } from '@kuza/ui';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const stores: Array<ReturnType<typeof createAppStore>> = [];

/** Renders a decks page or feature as the apps do: a fresh store, a router at `at`, theme and toasts. */
export function renderPage(ui: ReactElement, { path = '/', at }: { path?: string; at?: string } = {}) {
  // AppChrome reads the screen size; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  const store = createAppStore();
  stores.push(store);
  const view = render(
    <Provider store={store}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[at ?? path]}>
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
  return { store, ...view };
}

/** After each test: no toasts, no mocks, and no RTK Query timers left behind. */
export function cleanUp() {
  act(() => toast.dismiss());
  // Unmount first: resetting the API state under mounted components would update them outside act().
  cleanup();
  jest.restoreAllMocks();
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}
