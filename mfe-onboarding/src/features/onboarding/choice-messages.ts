import type { OnboardingStep } from '@kuza/contracts';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';

const STEPS = defineMessages({
  about: { id: 'onboarding.step.about', defaultMessage: 'About your startup' },
  shape: { id: 'onboarding.step.shape', defaultMessage: 'Shape your startup journey' },
  goals: { id: 'onboarding.step.goals', defaultMessage: 'Goals & preferences' },
});

/** Each step's name, as the summary heads it. */
export const STEP_NAMES: Readonly<Record<OnboardingStep, MessageDescriptor>> = {
  1: STEPS.about,
  2: STEPS.shape,
  3: STEPS.goals,
};
