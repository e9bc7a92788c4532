import { act, screen } from '@testing-library/react';
import { sessionEnded } from '@kuza/store';
import { aUser, renderPage } from '@kuza/testing';
import { loadAppModule } from './app-module';
import { RequireSession } from './require-session';

const ADA = aUser({ id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Obi' });

function renderGuarded({ at = '/dashboard?tab=recent', user }: { at?: string; user?: typeof ADA } = {}) {
  const path = new URL(at, 'http://kuza.test').pathname;
  const heading = path === '/dashboard' ? 'Welcome back' : 'Team Members';
  return renderPage(
    <RequireSession title="Pitch Decks">
      <h1>{heading}</h1>
    </RequireSession>,
    { path, at, user },
  );
}

describe('the session guard of protected routes', () => {
  // A protected address opened directly: the start loads @kuza/app before the first render.
  beforeAll(() => loadAppModule());

  it('sends a signed-out visitor to /signin with the page to come back to', async () => {
    renderGuarded();
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?next=%2Fdashboard%3Ftab%3Drecent');
  });

  it('sends a user who just signed out to plain /signin, not back to the page they left', async () => {
    const { store } = renderGuarded({ user: ADA });
    act(() => store.dispatch(sessionEnded()));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/signin$/);
  });

  it('shows the app chrome around the outline of a page while the session is not known yet', () => {
    renderGuarded();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Checking your session')).toBe(true);
    expect(screen.getByRole('navigation', { name: /./ })).toBeInTheDocument();
    expect(screen.getByText('Pitch Decks')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    renderGuarded({ user: ADA });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('lets a signed-out visitor with a sign-in token reach the page, which trades it for the session', async () => {
    renderGuarded({ at: '/dashboard?token=abc123' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor with a token on a page that does not trade it to /signin', async () => {
    renderGuarded({ at: '/team-members?token=x' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?next=%2Fteam-members%3Ftoken%3Dx');
    expect(screen.queryByRole('heading', { name: 'Team Members' })).not.toBeInTheDocument();
  });
});
