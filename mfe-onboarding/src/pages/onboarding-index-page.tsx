import { Navigate } from 'react-router-dom';
import { nextOnboardingPath } from '@kuza/contracts';
import { PageLoader } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../i18n';
import { STEP_MESSAGES } from '../features/onboarding/step-messages';

const messages = defineMessages({
  title: { id: 'onboarding.summary.title', defaultMessage: 'Onboarding' },
  lead: {
    id: 'onboarding.summary.lead',
    defaultMessage: 'Your answers personalise your pitch and its recommendations. Change any of them here.',
  },
});
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { OnboardingSummary } from '../features/onboarding/onboarding-summary';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/**
 * /onboarding: sends a founder who has not finished to the first step not passed yet; a finished
 * founder sees their answers and can change any step.
 */
export default function OnboardingIndexPage() {
  const { t } = useOnboardingI18n();
  const { answers, loading } = useOnboardingAnswers();
  const next = loading ? null : nextOnboardingPath(answers);
  if (next) return <Navigate to={next} replace />;
  return (
    <OnboardingLayout title={t(messages.title)} description={t(messages.lead)}>
      {loading ? (
        <PageLoader label={t(STEP_MESSAGES.loadingAnswers)} minHeight="12rem" />
      ) : (
        <OnboardingSummary answers={answers} />
      )}
    </OnboardingLayout>
  );
}
