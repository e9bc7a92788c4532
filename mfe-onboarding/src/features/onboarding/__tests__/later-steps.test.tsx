/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingAnswers } from '@kuza/contracts';
import { toast } from '@kuza/ui';
import GoalPreferencePage from '../../../pages/goal-preference-page';
import OnboardingIndexPage from '../../../pages/onboarding-index-page';
import ShapeStartupPage from '../../../pages/shape-startup-page';
import { renderPage } from './render-onboarding';

const update = jest.fn();
let answers: OnboardingAnswers = {};
jest.mock('../api', () => ({
  useAuthUpdateProfileMutation: () => [update],
  useAuthCurrentUserQuery: () => ({
    data: { id: 'u1', email: 'ada@example.com', onboarding: answers },
    isLoading: false,
  }),
}));

const saves = () => update.mockReturnValue({ unwrap: () => Promise.resolve({ message: 'Profile updated', user: {} }) });
const location = () => screen.getByTestId('location');

afterEach(() => {
  act(() => toast.dismiss());
  update.mockReset();
  answers = {};
});

describe('step 2, shape your startup journey', () => {
  const PATH = '/onboarding/shape-startup';

  it('asks for the target audience and the goal before saving', async () => {
    renderPage(<ShapeStartupPage />, { path: PATH });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Target audience is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your goal')).toBeInTheDocument();
    expect(screen.getByLabelText('Who is your target audience?')).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves both answers and continues to step 3', async () => {
    saves();
    renderPage(<ShapeStartupPage />, { path: PATH });
    await userEvent.type(screen.getByLabelText('Who is your target audience?'), 'Smallholder farmers');
    await userEvent.type(screen.getByLabelText('What is your main goal right now?'), 'Raise a seed round');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(update).toHaveBeenCalledWith({
      target_audience: 'Smallholder farmers',
      goal: 'Raise a seed round',
      completed_step: 2,
    });
    expect(await screen.findByText('Onboarding step saved 🎉')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/onboarding/goal_preference');
  });

  it('skips to step 3 saving no answers, only that the step was passed, without a toast', async () => {
    saves();
    renderPage(<ShapeStartupPage />, { path: PATH });
    await userEvent.type(screen.getByLabelText('Who is your target audience?'), 'typed but skipped');
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(update).toHaveBeenCalledWith({ completed_step: 2 });
    expect(location()).toHaveTextContent('/onboarding/goal_preference');
    expect(screen.queryByText('Onboarding step saved 🎉')).not.toBeInTheDocument();
  });

  it('goes back to step 1 without saving, and shows the answers saved before', async () => {
    answers = { target_audience: 'Traders', goal: 'Grow', completed_step: 2 };
    renderPage(<ShapeStartupPage />, { path: PATH });
    expect(screen.getByLabelText('Who is your target audience?')).toHaveValue('Traders');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toHaveTextContent('/onboarding/about-startup');
    expect(update).not.toHaveBeenCalled();
  });
});

describe('step 3, goals and preferences', () => {
  const PATH = '/onboarding/goal_preference';

  it('needs at least one goal', async () => {
    renderPage(<GoalPreferencePage />, { path: PATH });
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one goal');
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the chosen goals, finishes onboarding and goes straight to the dashboard', async () => {
    saves();
    renderPage(<GoalPreferencePage />, { path: PATH });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create pitch deck' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'AI Pitch Practice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(update).toHaveBeenCalledWith({ goals: ['Create pitch deck', 'AI Pitch Practice'], completed_step: 3 });
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('goes back to step 2', async () => {
    renderPage(<GoalPreferencePage />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toHaveTextContent('/onboarding/shape-startup');
  });
});

describe('the onboarding index', () => {
  it('sends a founder who has not finished to the first step not passed', () => {
    answers = { completed_step: 1 };
    renderPage(<OnboardingIndexPage />, { path: '/onboarding' });
    expect(location()).toHaveTextContent('/onboarding/shape-startup');
  });

  it('shows a finished founder their answers with a way to change each step', () => {
    answers = { industry: 'Fintech', team_size: '1-10', goals: ['Resume Builder'], completed_step: 3 };
    renderPage(<OnboardingIndexPage />, { path: '/onboarding' });
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
