/// <reference types="@testing-library/jest-dom" />
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@kuza/store';
import { ThemeRoot, Toasts, ROUTER_FUTURE } from '@kuza/ui';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Renders an auth screen the way the apps do: store, router, theme and toasts. */
export function renderScreen(ui: ReactElement, { path = '/', at }: { path?: string; at?: string } = {}) {
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
