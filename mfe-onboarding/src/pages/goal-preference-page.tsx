import { PageLoader } from '@kuza/ui';
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { GoalPreferenceForm } from '../features/onboarding/goal-preference-form';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/** /onboarding/goal_preference, step 3 of 3. */
export default function GoalPreferencePage() {
  const { answers, loading } = useOnboardingAnswers();
  return (
    <OnboardingLayout
      step={3}
      title="Goals & Preferences"
      description="Pick what you want Kuza to help you with first; your dashboard marks it for you."
    >
      {loading ? (
        <PageLoader label="Loading your answers" minHeight="12rem" />
      ) : (
        <GoalPreferenceForm answers={answers} />
      )}
    </OnboardingLayout>
  );
}
