/// <reference types="@testing-library/jest-dom" />
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@kuza/store';
import { ThemeRoot, Toasts, ROUTER_FUTURE } from '@kuza/ui';

function WhereAmI() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname + search}
    </p>
  );
}

/** Renders a page the way the hosts do: a fresh store, a router, the theme and toasts. */
export function renderPage(ui: ReactElement, { path = '/', at }: { path?: string; at?: string | object } = {}) {
  const store = createAppStore();
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

/** AppChrome reads the viewport; jsdom has no matchMedia. */
export function stubMatchMedia(matches = false) {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}
