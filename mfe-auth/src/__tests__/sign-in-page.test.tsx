import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionResponse } from '@kuza/contracts';
import { signedOut } from '@kuza/store';
import { aUser, api, renderPage, signedInAs } from '@kuza/testing';
import SignInPage from '../pages/sign-in-page';

const user = aUser({ email: 'ada@example.com', firstname: 'Ada', lastname: 'Obi' });

/** The API signs the user in: it answers with them, and GET /auth/user knows them from then on. */
const signsIn = () => {
  signedInAs(user);
  return { body: { message: 'Login successful', user } };
};

const needsCode = () =>
  api.on('POST', '/auth/login', {
    status: 403,
    body: { error: 'Please verify your email before signing in. We sent you a code.' },
  });

function open(at: string) {
  const view = renderPage(<SignInPage />, { path: '/signin', at });
  act(() => void view.store.dispatch(signedOut()));
  return view;
}

async function signIn(email = 'ada@example.com', password = 'Secret!pass') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  afterEach(() => localStorage.clear());

  it('signs in, says so and goes back to the protected page that sent the user', async () => {
    api.on<SessionResponse>('POST', '/auth/login', signsIn);
    open('/signin?next=%2Fpitch-decks%3Fview%3Dlist');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-decks?view=list');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('goes to /dashboard by default, and never to another site', async () => {
    api.on<SessionResponse>('POST', '/auth/login', signsIn);
    open('/signin?next=%2F%2Fevil.example');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('goes to /dashboard when `next` hides another site behind a tab', async () => {
    api.on<SessionResponse>('POST', '/auth/login', signsIn);
    open('/signin?next=%2F%09%2Fevil.example%2F');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('sends a signed-in visitor to /dashboard when `next` hides another site behind a tab', () => {
    renderPage(<SignInPage />, { path: '/signin', at: '/signin?next=%2F%09%2Fevil.example%2F', user });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('neither links sign-up nor Google sign-in to a `next` off this site', () => {
    open('/signin?next=%2F%09%2Fevil.example%2F');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const google = new URL(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')!);
    expect(google.searchParams.has('next')).toBe(false);
  });

  it('keeps `next` on the way to sign-up, so an invitation survives creating an account', async () => {
    open('/signin?next=%2Fteam-members%3Finvite%3Dabc');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signup?next=%2Fteam-members%3Finvite%3Dabc');
  });

  it('sends an unverified account to /verify-email with `next`, so an invitation survives the detour', async () => {
    needsCode();
    open('/signin?next=%2Fteam-members%3Finvite%3Dabc');
    await signIn(' ada@example.com ');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/verify-email?next=%2Fteam-members%3Finvite%3Dabc',
    );
    expect(localStorage.getItem('registeredEmail')).toBe('ada@example.com');
    expect(await screen.findByText('Please verify your email before signing in. We sent you a code.')).toBeVisible();
  });

  it('sends an unverified account to plain /verify-email without `next`, and drops a `next` off this site', async () => {
    needsCode();
    open('/signin?next=%2F%2Fevil.example');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/verify-email$/);
  });

  it('sends a signed-in visitor to /dashboard', () => {
    renderPage(<SignInPage />, { path: '/signin', user });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("says 'Login failed. Please try again.' with the server's reason", async () => {
    api.on('POST', '/auth/login', { status: 401, body: { error: 'Invalid email or password' } });
    open('/signin');
    await signIn();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    // In the toast, and under the form next to the fields.
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2);
    expect(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
  });

  it('sends an account that still needs its code to /verify-email', async () => {
    api.on('POST', '/auth/login', { status: 403, body: { error: 'Please verify your email' } });
    open('/signin');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify-email');
    expect(localStorage.getItem('registeredEmail')).toBe('ada@example.com');
  });

  it('shows the spec messages for a bad e-mail and a short password', async () => {
    open('/signin');
    await signIn('ada@', 'short');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(api.sent('POST', '/auth/login')).toHaveLength(0);
  });

  it('explains why Google sign-in came back without a session', () => {
    open('/signin?error=google_unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in is not available right now');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/google?origin='),
    );
  });

  it('trades a Google hand-off token for the session', async () => {
    api.on<SessionResponse>('POST', '/auth/set-cookie/', signsIn);
    open('/signin?token=abc_123&next=%2Fonboarding%2Fabout-startup');
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding/about-startup');
    const trades = api.sent('POST', '/auth/set-cookie/');
    expect(trades).toHaveLength(1);
    expect(trades[0].query.get('token')).toBe('abc_123');
  });
});
