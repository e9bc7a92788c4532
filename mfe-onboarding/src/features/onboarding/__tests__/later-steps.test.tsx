import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingAnswers, PublicUser, SessionResponse } from '@kuza/contracts';
import { aUser, api, renderPage } from '@kuza/testing';
import GoalPreferencePage from '../../../pages/goal-preference-page';
import OnboardingIndexPage from '../../../pages/onboarding-index-page';
import ShapeStartupPage from '../../../pages/shape-startup-page';

const founder = (onboarding: OnboardingAnswers = {}): PublicUser => aUser({ email: 'ada@example.com', onboarding });
/** Where the page sent the founder, once it has. */
const location = () => screen.findByTestId('location');
const saved = () => api.sent('PUT', '/auth').map((call) => call.body);

/** PUT /auth as the API does it: the answers join the user's onboarding. */
beforeEach(() =>
  api.on<SessionResponse>('PUT', '/auth', ({ body }) => ({
    body: { message: 'Profile updated', user: founder(body as OnboardingAnswers) },
  })),
);

describe('step 2, shape your startup journey', () => {
  const PATH = '/onboarding/shape-startup';

  it('asks for the target audience and the goal before saving', async () => {
    renderPage(<ShapeStartupPage />, { path: PATH, user: founder() });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Target audience is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your goal')).toBeInTheDocument();
    expect(screen.getByLabelText('Who is your target audience?')).toHaveFocus();
    expect(saved()).toEqual([]);
  });

  it('saves both answers and continues to step 3', async () => {
    renderPage(<ShapeStartupPage />, { path: PATH, user: founder() });
    await userEvent.type(screen.getByLabelText('Who is your target audience?'), 'Smallholder farmers');
    await userEvent.type(screen.getByLabelText('What is your main goal right now?'), 'Raise a seed round');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Onboarding step saved 🎉')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/onboarding/goal_preference');
    expect(saved()).toEqual([
      { target_audience: 'Smallholder farmers', goal: 'Raise a seed round', completed_step: 2 },
    ]);
  });

  it('skips to step 3 saving no answers, only that the step was passed, without a toast', async () => {
    renderPage(<ShapeStartupPage />, { path: PATH, user: founder() });
    await userEvent.type(screen.getByLabelText('Who is your target audience?'), 'typed but skipped');
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await location()).toHaveTextContent('/onboarding/goal_preference');
    expect(saved()).toEqual([{ completed_step: 2 }]);
    expect(screen.queryByText('Onboarding step saved 🎉')).not.toBeInTheDocument();
  });

  it('goes back to step 1 without saving, and shows the answers saved before', async () => {
    renderPage(<ShapeStartupPage />, {
      path: PATH,
      user: founder({ target_audience: 'Traders', goal: 'Grow', completed_step: 2 }),
    });
    expect(screen.getByLabelText('Who is your target audience?')).toHaveValue('Traders');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await location()).toHaveTextContent('/onboarding/about-startup');
    expect(saved()).toEqual([]);
  });
});

describe('step 3, goals and preferences', () => {
  const PATH = '/onboarding/goal_preference';

  it('needs at least one goal', async () => {
    renderPage(<GoalPreferencePage />, { path: PATH, user: founder() });
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one goal');
    expect(saved()).toEqual([]);
  });

  it('saves the chosen goals, finishes onboarding and goes straight to the dashboard', async () => {
    renderPage(<GoalPreferencePage />, { path: PATH, user: founder() });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create pitch deck' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'AI Pitch Practice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await location()).toHaveTextContent('/dashboard');
    expect(saved()).toEqual([{ goals: ['Create pitch deck', 'AI Pitch Practice'], completed_step: 3 }]);
  });

  it('goes back to step 2', async () => {
    renderPage(<GoalPreferencePage />, { path: PATH, user: founder() });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await location()).toHaveTextContent('/onboarding/shape-startup');
  });
});

describe('the onboarding index', () => {
  it('sends a founder who has not finished to the first step not passed', async () => {
    renderPage(<OnboardingIndexPage />, { path: '/onboarding', user: founder({ completed_step: 1 }) });
    expect(await location()).toHaveTextContent('/onboarding/shape-startup');
  });

  it('shows a finished founder their answers with a way to change each step', () => {
    renderPage(<OnboardingIndexPage />, {
      path: '/onboarding',
      user: founder({ industry: 'Fintech', team_size: '1-10', goals: ['Resume Builder'], completed_step: 3 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    expect(screen.getByText('Resume Builder')).toBeInTheDocument();
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Change about your startup' })).toHaveAttribute(
      'href',
      '/onboarding/about-startup',
    );
    expect(screen.getByRole('link', { name: 'Change goals & preferences' })).toHaveAttribute(
      'href',
      '/onboarding/goal_preference',
    );
  });
});
