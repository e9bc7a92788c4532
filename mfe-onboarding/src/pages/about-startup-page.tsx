import { PageLoader } from '@kuza/ui';
import { useTokenHandoff } from '@kuza/app';
import { AboutStartupForm } from '../features/onboarding/about-startup-form';
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/** /onboarding/about-startup, step 1 of 3. A `?token=` in the URL is traded for the session first. */
export default function AboutStartupPage() {
  const handingOff = useTokenHandoff();
  const { answers, loading } = useOnboardingAnswers();
  return (
    <OnboardingLayout
      step={1}
      title="Tell us about your startup"
      description="Your answers personalise your pitch and its recommendations."
    >
      {handingOff || loading ? (
        <PageLoader label="Loading your answers" minHeight="12rem" />
      ) : (
        <AboutStartupForm answers={answers} />
      )}
    </OnboardingLayout>
  );
}
