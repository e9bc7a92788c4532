import type { GoalOption, Industry, OnboardingStep } from '@kuza/contracts';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';

/**
 * How each choice is named to the founder. The answer saved is the choice itself ('Agritech'), the same in every
 * language; only its name on screen is translated.
 */
export const INDUSTRY_NAMES: Readonly<Record<Industry, MessageDescriptor>> = defineMessages({
  Agritech: { id: 'onboarding.industry.agritech', defaultMessage: 'Agritech' },
  Fintech: { id: 'onboarding.industry.fintech', defaultMessage: 'Fintech' },
  EdTech: { id: 'onboarding.industry.edtech', defaultMessage: 'EdTech' },
  'E-commerce': { id: 'onboarding.industry.ecommerce', defaultMessage: 'E-commerce' },
  Logistics: { id: 'onboarding.industry.logistics', defaultMessage: 'Logistics' },
  'Real Estate': { id: 'onboarding.industry.realEstate', defaultMessage: 'Real Estate' },
  Web3: { id: 'onboarding.industry.web3', defaultMessage: 'Web3' },
  HealthTech: { id: 'onboarding.industry.healthtech', defaultMessage: 'HealthTech' },
  'SaaS / B2B': { id: 'onboarding.industry.saas', defaultMessage: 'SaaS / B2B' },
  'AI / Machine Learning': { id: 'onboarding.industry.ai', defaultMessage: 'AI / Machine Learning' },
  Other: { id: 'onboarding.industry.other', defaultMessage: 'Other' },
});

export const GOAL_NAMES: Readonly<Record<GoalOption, MessageDescriptor>> = defineMessages({
  'Create pitch deck': { id: 'onboarding.goal.deck', defaultMessage: 'Create pitch deck' },
  'Resume Builder': { id: 'onboarding.goal.resume', defaultMessage: 'Resume Builder' },
  'Application Assistant': { id: 'onboarding.goal.application', defaultMessage: 'Application Assistant' },
  'AI Pitch Practice': { id: 'onboarding.goal.practice', defaultMessage: 'AI Pitch Practice' },
});

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

/** A saved choice's name, or the saved text itself if it is not one of today's choices. */
export function choiceName<Choice extends string>(
  names: Readonly<Record<Choice, MessageDescriptor>>,
  choice: string,
): MessageDescriptor | undefined {
  return Object.hasOwn(names, choice) ? names[choice as Choice] : undefined;
}
