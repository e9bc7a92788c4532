import { PageLoader } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../i18n';
import { STEP_MESSAGES } from '../features/onboarding/step-messages';

const messages = defineMessages({
  title: { id: 'onboarding.about.title', defaultMessage: 'Tell us about your startup' },
  lead: { id: 'onboarding.about.lead', defaultMessage: 'Your answers personalise your pitch and its recommendations.' },
});
import { useTokenHandoff } from '@kuza/app';
import { AboutStartupForm } from '../features/onboarding/about-startup-form';
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/** /onboarding/about-startup, step 1 of 3. A `?token=` in the URL is traded for the session first. */
export default function AboutStartupPage() {
  const { t } = useOnboardingI18n();
  const handingOff = useTokenHandoff();
  const { answers, loading } = useOnboardingAnswers();
  return (
    <OnboardingLayout step={1} title={t(messages.title)} description={t(messages.lead)}>
      {handingOff || loading ? (
        <PageLoader label={t(STEP_MESSAGES.loadingAnswers)} minHeight="12rem" />
      ) : (
        <AboutStartupForm answers={answers} />
      )}
    </OnboardingLayout>
  );
}
