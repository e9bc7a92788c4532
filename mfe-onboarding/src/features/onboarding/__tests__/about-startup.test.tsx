/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingAnswers } from '@kuza/contracts';
import { toast } from '@kuza/ui';
import AboutStartupPage from '../../../pages/about-startup-page';
import { renderPage } from './render-onboarding';

const update = jest.fn();
const setCookie = jest.fn();
let answers: OnboardingAnswers = {};
jest.mock('../api', () => ({
  useAuthUpdateProfileMutation: () => [update],
  useAuthCurrentUserQuery: () => ({
    data: { id: 'u1', email: 'ada@example.com', onboarding: answers },
    isLoading: false,
  }),
}));
// The `?token=` hand-off (useTokenHandoff in @kuza/ui) uses the store's shared set-cookie endpoint.
jest.mock('@kuza/store', () => ({
  ...jest.requireActual('@kuza/store'),
  useAuthSetCookieMutation: () => [setCookie],
}));

const answer = (mock: jest.Mock, outcome: Promise<unknown>) => mock.mockReturnValue({ unwrap: () => outcome });
const PATH = '/onboarding/about-startup';

describe('step 1, about your startup', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    update.mockReset();
    setCookie.mockReset();
    answers = {};
  });

  it('shows the first of three steps, the eleven industries and the five team sizes', () => {
    renderPage(<AboutStartupPage />, { path: PATH });
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
    answer(update, Promise.resolve({ message: 'Profile updated', user: {} }));
    renderPage(<AboutStartupPage />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(update).toHaveBeenCalledWith({ industry: '', team_size: '', completed_step: 1 });
    expect(await screen.findByText('Onboarding step saved 🎉')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding/shape-startup');
  });

  it('saves the chosen industry and team size', async () => {
    answer(update, Promise.resolve({ message: 'Profile updated', user: {} }));
    renderPage(<AboutStartupPage />, { path: PATH });
    await userEvent.click(screen.getByRole('radio', { name: 'Fintech' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: "What's your current team size?" }), '10-50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(update).toHaveBeenCalledWith({ industry: 'Fintech', team_size: '10-50', completed_step: 1 });
  });

  it('shows the answers saved before, for a founder who came back', () => {
    answers = { industry: 'Agritech', team_size: '1-10', completed_step: 2 };
    renderPage(<AboutStartupPage />, { path: PATH });
    expect(screen.getByRole('radio', { name: 'Agritech' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: "What's your current team size?" })).toHaveValue('1-10');
  });

  it("says 'Failed to complete onboarding step ❌' with the server's reason, and stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(update, Promise.reject({ status: 400, data: { error: 'Choose an industry from the list' } }));
    renderPage(<AboutStartupPage />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to complete onboarding step ❌')).toBeInTheDocument();
    expect(screen.getByText('Choose an industry from the list')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
  });

  it('trades a ?token= in the URL for the session first, then drops it from the URL', async () => {
    answer(
      setCookie,
      Promise.resolve({ message: 'Login successful', user: { id: 'u1', email: 'ada@example.com', onboarding: {} } }),
    );
    renderPage(<AboutStartupPage />, { path: PATH, at: `${PATH}?token=abc123` });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${PATH}$`)));
    expect(setCookie).toHaveBeenCalledTimes(1);
    expect(setCookie).toHaveBeenCalledWith('abc123');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('only logs a token that cannot be traded', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(setCookie, Promise.reject({ status: 400, data: { error: 'This sign-in link is invalid or has expired.' } }));
    renderPage(<AboutStartupPage />, { path: PATH, at: `${PATH}?token=used` });
    await waitFor(() => expect(log).toHaveBeenCalledWith('This sign-in link is invalid or has expired.'));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
