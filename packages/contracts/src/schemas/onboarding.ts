import { defineMessages, type SaidMessage } from '@kuza/i18n';
import { array, number, object, type InferType } from 'yup';
import { GOAL_OPTIONS, INDUSTRIES, TEAM_SIZES } from '../constants';
import { rule, text } from '../validation';

/**
 * Onboarding (product.md §2 Onboarding, §3, §5): the three steps, their schemas with the spec's messages,
 * and where a user who has not finished resumes. The forms and `PUT /auth` use the same schemas.
 */
export const ONBOARDING_MESSAGES = defineMessages({
  targetAudienceRequired: { id: 'onboarding.targetAudienceRequired', defaultMessage: 'Target audience is required' },
  targetAudienceMax: {
    id: 'onboarding.targetAudienceMax',
    defaultMessage: 'Target audience must be at most {max} characters',
  },
  goalMax: { id: 'onboarding.goalMax', defaultMessage: 'Goal must be at most {max} characters' },
  goalRequired: { id: 'onboarding.goalRequired', defaultMessage: 'Please enter your goal' },
  goalsRequired: { id: 'onboarding.goalsRequired', defaultMessage: 'Please select at least one goal' },
  industryInvalid: { id: 'onboarding.industryInvalid', defaultMessage: 'Choose an industry from the list' },
  teamSizeInvalid: { id: 'onboarding.teamSizeInvalid', defaultMessage: 'Choose a team size from the list' },
  goalsInvalid: { id: 'onboarding.goalsInvalid', defaultMessage: 'Choose goals from the list' },
  stepInvalid: { id: 'onboarding.stepInvalid', defaultMessage: 'The onboarding step must be 1, 2 or 3' },
  saved: { id: 'onboarding.saved', defaultMessage: 'Onboarding step saved 🎉' },
  failed: { id: 'onboarding.failed', defaultMessage: 'Failed to complete onboarding step ❌' },
  fallback: { id: 'onboarding.fallback', defaultMessage: 'Onboarding failed' },
});

export const TARGET_AUDIENCE_MAX_LENGTH = 500;
export const GOAL_MAX_LENGTH = 1000;

export type OnboardingStep = 1 | 2 | 3;

export const ONBOARDING_STEPS = [
  { step: 1, path: '/onboarding/about-startup', label: 'About your startup' },
  { step: 2, path: '/onboarding/shape-startup', label: 'Shape your startup journey' },
  { step: 3, path: '/onboarding/goal_preference', label: 'Goals & preferences' },
] as const satisfies ReadonlyArray<{ step: OnboardingStep; path: string; label: string }>;

export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

/** An empty string clears a choice: step 1 may be submitted with nothing picked (product.md §5). */
const choice = <T extends string>(label: string, options: readonly T[], message: () => SaidMessage) =>
  text(label)
    .oneOf(['', ...options], message)
    .optional();

export const industryField = choice('Industry', INDUSTRIES, rule(ONBOARDING_MESSAGES.industryInvalid));
export const teamSizeField = choice('Team size', TEAM_SIZES, rule(ONBOARDING_MESSAGES.teamSizeInvalid));
export const targetAudienceField = text('Target audience').max(
  TARGET_AUDIENCE_MAX_LENGTH,
  rule(ONBOARDING_MESSAGES.targetAudienceMax, { max: TARGET_AUDIENCE_MAX_LENGTH }),
);
export const goalField = text('Goal').max(GOAL_MAX_LENGTH, rule(ONBOARDING_MESSAGES.goalMax, { max: GOAL_MAX_LENGTH }));
export const goalsField = array(
  text('Goal')
    .oneOf([...GOAL_OPTIONS], rule(ONBOARDING_MESSAGES.goalsInvalid))
    .required(rule(ONBOARDING_MESSAGES.goalsInvalid)),
).max(GOAL_OPTIONS.length, rule(ONBOARDING_MESSAGES.goalsInvalid));

/** The step a save passes: 1, 2 or 3, nothing else (not `{ "$gt": 0 }`, not 4). */
export const onboardingStepField = number()
  .typeError(rule(ONBOARDING_MESSAGES.stepInvalid))
  .integer(rule(ONBOARDING_MESSAGES.stepInvalid))
  .min(1, rule(ONBOARDING_MESSAGES.stepInvalid))
  .max(ONBOARDING_STEP_COUNT, rule(ONBOARDING_MESSAGES.stepInvalid))
  .optional();

/** Step 1: industry and team size, both optional. */
export const aboutStartupSchema = object({ industry: industryField, team_size: teamSizeField });
export type AboutStartupInput = InferType<typeof aboutStartupSchema>;

/** Step 2: both answers are required when the step is saved ('Skip for now' saves no answers). */
export const shapeStartupSchema = object({
  target_audience: targetAudienceField.required(rule(ONBOARDING_MESSAGES.targetAudienceRequired)),
  goal: goalField.required(rule(ONBOARDING_MESSAGES.goalRequired)),
});
export type ShapeStartupInput = InferType<typeof shapeStartupSchema>;

/** Step 3: at least one of the four goals. */
export const goalPreferenceSchema = object({
  goals: goalsField
    .min(1, rule(ONBOARDING_MESSAGES.goalsRequired))
    .required(rule(ONBOARDING_MESSAGES.goalsRequired))
    .typeError(rule(ONBOARDING_MESSAGES.goalsRequired)),
});
export type GoalPreferenceInput = InferType<typeof goalPreferenceSchema>;

/** What a step schema needs to know about the stored answers. */
export interface OnboardingProgressSource {
  industry?: string;
  team_size?: string;
  target_audience?: string;
  goal?: string;
  goals?: string[];
  /** The last step passed (saved, or skipped for step 2); 3 means onboarding is finished. */
  completed_step?: number;
}

/**
 * How many steps the user has passed (0-3). Accounts from before the marker existed count as far
 * as their answers go.
 */
export function completedOnboardingSteps(answers: OnboardingProgressSource | undefined): number {
  if (!answers) return 0;
  if (typeof answers.completed_step === 'number')
    return Math.max(0, Math.min(ONBOARDING_STEP_COUNT, answers.completed_step));
  if (answers.goals?.length) return 3;
  if (answers.target_audience || answers.goal) return 2;
  if (answers.industry || answers.team_size) return 1;
  return 0;
}

export function isOnboardingFinished(answers: OnboardingProgressSource | undefined): boolean {
  return completedOnboardingSteps(answers) >= ONBOARDING_STEP_COUNT;
}

/** The page of the first step not passed yet, or null when onboarding is finished. */
export function nextOnboardingPath(answers: OnboardingProgressSource | undefined): string | null {
  const done = completedOnboardingSteps(answers);
  return done >= ONBOARDING_STEP_COUNT ? null : ONBOARDING_STEPS[done]!.path;
}

/**
 * The rules a save marked as passing `step` must also meet: step 2 with answers needs both
 * (without any it is 'Skip for now'), step 3 needs at least one goal. Null when none apply.
 */
export function stepRuleSchema(step: number | undefined, body: Record<string, unknown>) {
  if (step === 2 && (body.target_audience !== undefined || body.goal !== undefined)) return shapeStartupSchema;
  if (step === 3) return goalPreferenceSchema;
  return null;
}
