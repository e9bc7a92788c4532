import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingAnswers, PublicUser, SessionResponse } from '@kuza/contracts';
import { aUser, api, renderPage, signedInAs } from '@kuza/testing';
import AboutStartupPage from '../../../pages/about-startup-page';

const PATH = '/onboarding/about-startup';
const founder = (onboarding: OnboardingAnswers = {}): PublicUser => aUser({ email: 'ada@example.com', onboarding });

/** PUT /auth as the API does it: the answers join the user's onboarding. */
const saves = ({ body }: { body: unknown }) => ({
  body: { message: 'Profile updated', user: founder(body as OnboardingAnswers) },
});

describe('step 1, about your startup', () => {
  beforeEach(() => api.on<SessionResponse>('PUT', '/auth', saves));

  it('shows the first of three steps, the eleven industries and the five team sizes', () => {
    renderPage(<AboutStartupPage />, { path: PATH, user: founder() });
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 3',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about your startup' })).toBeInTheDocument();
    const industries = within(screen.getByRole('group', { name: 'Which industry is your startup in?' })).getAllByRole(
      'radio',
    );
    expect(industries).toHaveLength(11);
    industries.forEach((radio) => expect(radio).not.toBeChecked());
    const size = screen.getByRole('combobox', { name: "What's your current team size?" });
    expect(size).toHaveValue('');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select team size', '1-10', '10-50', '50-100', '100-500', '500+']);
  });

  it('saves even with nothing picked, says so and moves on to step 2', async () => {
    renderPage(<AboutStartupPage />, { path: PATH, user: founder() });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Onboarding step saved 🎉')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding/shape-startup');
    expect(api.sent('PUT', '/auth')[0].body).toEqual({ industry: '', team_size: '', completed_step: 1 });
  });

  it('saves the chosen industry and team size', async () => {
    renderPage(<AboutStartupPage />, { path: PATH, user: founder() });
    await userEvent.click(screen.getByRole('radio', { name: 'Fintech' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: "What's your current team size?" }), '10-50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.sent('PUT', '/auth')).toHaveLength(1));
    expect(api.sent('PUT', '/auth')[0].body).toEqual({ industry: 'Fintech', team_size: '10-50', completed_step: 1 });
  });

  it('shows the answers saved before, for a founder who came back', () => {
    renderPage(<AboutStartupPage />, {
      path: PATH,
      user: founder({ industry: 'Agritech', team_size: '1-10', completed_step: 2 }),
    });
    expect(screen.getByRole('radio', { name: 'Agritech' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: "What's your current team size?" })).toHaveValue('1-10');
  });

  it("says 'Failed to complete onboarding step ❌' with the server's reason, and stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('PUT', '/auth', { status: 400, body: { error: 'Choose an industry from the list' } });
    const { location } = renderPage(<AboutStartupPage />, { path: PATH, user: founder() });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to complete onboarding step ❌')).toBeInTheDocument();
    expect(screen.getByText('Choose an industry from the list')).toBeInTheDocument();
    expect(location()).toBe(PATH);
  });

  it('trades a ?token= in the URL for the session first, then drops it from the URL', async () => {
    api.on<SessionResponse>('POST', '/auth/set-cookie/', () => {
      signedInAs(founder());
      return { body: { message: 'Login successful', user: founder() } };
    });
    const { location } = renderPage(<AboutStartupPage />, { path: PATH, at: `${PATH}?token=abc123` });
    await waitFor(() => expect(location()).toBe(PATH));
    const trades = api.sent('POST', '/auth/set-cookie/');
    expect(trades).toHaveLength(1);
    expect(trades[0].query.get('token')).toBe('abc123');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('only logs a token that cannot be traded', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST', '/auth/set-cookie/', {
      status: 400,
      body: { error: 'This sign-in link is invalid or has expired.' },
    });
    renderPage(<AboutStartupPage />, { path: PATH, at: `${PATH}?token=used`, user: founder() });
    await waitFor(() => expect(log).toHaveBeenCalledWith('This sign-in link is invalid or has expired.'));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
