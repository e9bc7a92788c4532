import { defineMessages } from '@kuza/i18n';

/** Words every onboarding step says: its form's name and its buttons. */
export const STEP_MESSAGES = defineMessages({
  goalsForm: { id: 'onboarding.form.goals', defaultMessage: 'Goals and preferences' },
  back: { id: 'onboarding.action.back', defaultMessage: 'Go Back' },
  continue: { id: 'onboarding.action.continue', defaultMessage: 'Continue' },
  saving: { id: 'onboarding.action.saving', defaultMessage: 'Saving' },
  loadingAnswers: { id: 'onboarding.action.loadingAnswers', defaultMessage: 'Loading your answers' },
});
