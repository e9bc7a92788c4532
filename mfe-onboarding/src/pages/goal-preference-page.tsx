import { PageLoader } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../i18n';
import { STEP_MESSAGES } from '../features/onboarding/step-messages';

const messages = defineMessages({
  title: { id: 'onboarding.goals.title', defaultMessage: 'Goals & Preferences' },
  lead: {
    id: 'onboarding.goals.lead',
    defaultMessage: 'Pick what you want Kuza to help you with first; your dashboard marks it for you.',
  },
});
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { GoalPreferenceForm } from '../features/onboarding/goal-preference-form';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/** /onboarding/goal_preference, step 3 of 3. */
export default function GoalPreferencePage() {
  const { t } = useOnboardingI18n();
  const { answers, loading } = useOnboardingAnswers();
  return (
    <OnboardingLayout step={3} title={t(messages.title)} description={t(messages.lead)}>
      {loading ? (
        <PageLoader label={t(STEP_MESSAGES.loadingAnswers)} minHeight="12rem" />
      ) : (
        <GoalPreferenceForm answers={answers} />
      )}
    </OnboardingLayout>
  );
}
