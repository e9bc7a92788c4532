import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PublicUser } from '@kuza/contracts';
import { createAppStore, sessionStarted } from '@kuza/store';
import { ThemeRoot, Toasts, ROUTER_FUTURE } from '@kuza/ui';

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{pathname + search + hash}</p>;
}

export const AMARA: PublicUser = {
  id: '64b000000000000000000001',
  firstname: 'Amara',
  lastname: 'Okafor',
  email: 'amara@example.com',
  emailVerified: true,
  providers: ['password'],
  onboarding: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Renders a page the way the apps do (store, router, theme, toasts), signed in as `user`. */
export function renderPage(ui: ReactElement, { path, at, user }: { path: string; at?: string; user?: PublicUser }) {
  const store = createAppStore();
  // The cached current user too, so the chrome's avatar asks the (absent) API for nothing.
  if (user) void store.dispatch(sessionStarted(user));
  const view = render(
    <Provider store={store}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[at ?? path]}>
        <ThemeRoot>
          <Toasts />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <WhereAmI />
        </ThemeRoot>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
