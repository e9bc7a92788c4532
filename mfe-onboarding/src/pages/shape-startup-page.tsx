import { PageLoader } from '@kuza/ui';
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { ShapeStartupForm } from '../features/onboarding/shape-startup-form';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/** /onboarding/shape-startup, step 2 of 3. */
export default function ShapeStartupPage() {
  const { answers, loading } = useOnboardingAnswers();
  return (
    <OnboardingLayout
      step={2}
      title="Shape Your Startup Journey"
      description="Who you serve and where you are heading shape the story your pitch tells."
    >
      {loading ? <PageLoader label="Loading your answers" minHeight="12rem" /> : <ShapeStartupForm answers={answers} />}
    </OnboardingLayout>
  );
}
