import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import type { GoalOption, Industry } from './constants';

/**
 * How each choice is named to the founder. The answer saved is the choice itself ('Agritech'), the same in every
 * language; only its name on screen is translated.
 */
export const INDUSTRY_NAMES: Readonly<Record<Industry, MessageDescriptor>> = defineMessages({
  Agritech: { id: 'choices.industry.agritech', defaultMessage: 'Agritech' },
  Fintech: { id: 'choices.industry.fintech', defaultMessage: 'Fintech' },
  EdTech: { id: 'choices.industry.edtech', defaultMessage: 'EdTech' },
  'E-commerce': { id: 'choices.industry.ecommerce', defaultMessage: 'E-commerce' },
  Logistics: { id: 'choices.industry.logistics', defaultMessage: 'Logistics' },
  'Real Estate': { id: 'choices.industry.realEstate', defaultMessage: 'Real Estate' },
  Web3: { id: 'choices.industry.web3', defaultMessage: 'Web3' },
  HealthTech: { id: 'choices.industry.healthtech', defaultMessage: 'HealthTech' },
  'SaaS / B2B': { id: 'choices.industry.saas', defaultMessage: 'SaaS / B2B' },
  'AI / Machine Learning': { id: 'choices.industry.ai', defaultMessage: 'AI / Machine Learning' },
  Other: { id: 'choices.industry.other', defaultMessage: 'Other' },
});

export const GOAL_NAMES: Readonly<Record<GoalOption, MessageDescriptor>> = defineMessages({
  'Create pitch deck': { id: 'choices.goal.deck', defaultMessage: 'Create pitch deck' },
  'Resume Builder': { id: 'choices.goal.resume', defaultMessage: 'Resume Builder' },
  'Application Assistant': { id: 'choices.goal.application', defaultMessage: 'Application Assistant' },
  'AI Pitch Practice': { id: 'choices.goal.practice', defaultMessage: 'AI Pitch Practice' },
});

/**
 * A saved choice by its name in the reader's language (`t` says a message); the founder's own words, or a choice no
 * longer offered, as saved.
 */
export function sayChoice<Choice extends string>(
  t: (message: MessageDescriptor) => string,
  names: Readonly<Record<Choice, MessageDescriptor>>,
  choice: string,
): string {
  return Object.hasOwn(names, choice) ? t(names[choice as Choice]) : choice;
}
