import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, sessionEnded, signedIn, signedOut } from '@kuza/store';
import { ThemeRoot, ROUTER_FUTURE } from '@kuza/ui';
import { RequireSession } from './require-session';

// The guard's GET /auth/user is the store's business (tested there); here the session is set directly.
jest.mock('@kuza/store', () => ({ ...jest.requireActual('@kuza/store'), useAuthCurrentUserQuery: jest.fn() }));

function SignInProbe() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderGuarded(store: ReturnType<typeof createAppStore>, entry = '/dashboard?tab=recent') {
  render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter future={ROUTER_FUTURE} initialEntries={[entry]}>
          <Routes>
            <Route path="/signin" element={<SignInProbe />} />
            <Route
              path="/dashboard"
              element={
                <RequireSession>
                  <h1>Welcome back</h1>
                </RequireSession>
              }
            />
            <Route
              path="/team-members"
              element={
                <RequireSession>
                  <h1>Team Members</h1>
                </RequireSession>
              }
            />
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
}

describe('the session guard of protected routes', () => {
  it('sends a signed-out visitor to /signin with the page to come back to', () => {
    const store = createAppStore();
    store.dispatch(signedOut());
    renderGuarded(store);
    expect(screen.getByText('at /signin?next=%2Fdashboard%3Ftab%3Drecent')).toBeInTheDocument();
  });

  it('sends a user who just signed out to plain /signin, not back to the page they left', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ id: 'u1', email: 'ada@example.com' }));
    store.dispatch(sessionEnded());
    renderGuarded(store);
    expect(screen.getByText(/^at \/signin$/)).toBeInTheDocument();
  });

  it('shows a loader while the session is not known yet', () => {
    renderGuarded(createAppStore());
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ id: 'u1', email: 'ada@example.com' }));
    renderGuarded(store);
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('lets a signed-out visitor with a sign-in token reach the page, which trades it for the session', () => {
    const store = createAppStore();
    store.dispatch(signedOut());
    renderGuarded(store, '/dashboard?token=abc123');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor with a token on a page that does not trade it to /signin', () => {
    const store = createAppStore();
    store.dispatch(signedOut());
    renderGuarded(store, '/team-members?token=x');
    expect(screen.queryByRole('heading', { name: 'Team Members' })).not.toBeInTheDocument();
    expect(screen.getByText('at /signin?next=%2Fteam-members%3Ftoken%3Dx')).toBeInTheDocument();
  });
});
