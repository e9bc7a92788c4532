import { parseInput, validateForm } from '../validation';
import {
  completedOnboardingSteps,
  goalPreferenceSchema,
  isOnboardingFinished,
  nextOnboardingPath,
  shapeStartupSchema,
  aboutStartupSchema,
} from './onboarding';

describe('the onboarding schemas', () => {
  it('accepts step 1 with nothing picked and refuses choices outside the lists', async () => {
    expect(await validateForm(aboutStartupSchema)({})).toBeUndefined();
    expect(await validateForm(aboutStartupSchema)({ industry: '', team_size: '' })).toBeUndefined();
    expect(await validateForm(aboutStartupSchema)({ industry: 'Fintech', team_size: '1-10' })).toBeUndefined();
    expect(await validateForm(aboutStartupSchema)({ industry: 'Mining', team_size: '7' })).toEqual({
      industry: 'Choose an industry from the list',
      team_size: 'Choose a team size from the list',
    });
  });

  it('asks for the target audience and the goal with the spec messages', async () => {
    expect(await validateForm(shapeStartupSchema)({ target_audience: '  ', goal: '' })).toEqual({
      target_audience: 'Target audience is required',
      goal: 'Please enter your goal',
    });
    expect(
      await parseInput(shapeStartupSchema, { target_audience: ' Smallholder farmers ', goal: 'Raise a seed round' }),
    ).toEqual({
      target_audience: 'Smallholder farmers',
      goal: 'Raise a seed round',
    });
  });

  it('needs at least one of the four goals', async () => {
    expect(await validateForm(goalPreferenceSchema)({ goals: [] })).toEqual({
      goals: 'Please select at least one goal',
    });
    expect(await validateForm(goalPreferenceSchema)({})).toEqual({ goals: 'Please select at least one goal' });
    expect(await validateForm(goalPreferenceSchema)({ goals: ['Resume Builder'] })).toBeUndefined();
    await expect(parseInput(goalPreferenceSchema, { goals: ['Take over the world'] })).rejects.toThrow(
      'Choose goals from the list',
    );
  });
});

describe('onboarding progress', () => {
  it('resumes at the first step not passed, from the explicit marker', () => {
    expect(nextOnboardingPath(undefined)).toBe('/onboarding/about-startup');
    expect(nextOnboardingPath({})).toBe('/onboarding/about-startup');
    // Step 1 saved empty still counts as passed.
    expect(nextOnboardingPath({ completed_step: 1 })).toBe('/onboarding/shape-startup');
    // Step 2 skipped: no answers, but the marker moved on.
    expect(nextOnboardingPath({ industry: 'Fintech', completed_step: 2 })).toBe('/onboarding/goal_preference');
    expect(nextOnboardingPath({ completed_step: 3 })).toBeNull();
    expect(isOnboardingFinished({ completed_step: 3 })).toBe(true);
  });

  it('counts older accounts without the marker as far as their answers go', () => {
    expect(completedOnboardingSteps({ industry: 'Fintech' })).toBe(1);
    expect(completedOnboardingSteps({ goal: 'Raise' })).toBe(2);
    expect(completedOnboardingSteps({ goals: ['Resume Builder'] })).toBe(3);
    expect(completedOnboardingSteps({ completed_step: 9 })).toBe(3);
  });
});
