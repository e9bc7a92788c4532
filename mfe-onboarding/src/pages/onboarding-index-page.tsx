import { Navigate } from 'react-router-dom';
import { nextOnboardingPath } from '@kuza/contracts';
import { PageLoader } from '@kuza/ui';
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { OnboardingSummary } from '../features/onboarding/onboarding-summary';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/**
 * /onboarding: sends a founder who has not finished to the first step not passed yet; a finished
 * founder sees their answers and can change any step.
 */
export default function OnboardingIndexPage() {
  const { answers, loading } = useOnboardingAnswers();
  const next = loading ? null : nextOnboardingPath(answers);
  if (next) return <Navigate to={next} replace />;
  return (
    <OnboardingLayout
      title="Onboarding"
      description="Your answers personalise your pitch and its recommendations. Change any of them here."
    >
      {loading ? (
        <PageLoader label="Loading your answers" minHeight="12rem" />
      ) : (
        <OnboardingSummary answers={answers} />
      )}
    </OnboardingLayout>
  );
}
