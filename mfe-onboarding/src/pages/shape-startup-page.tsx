import { PageLoader } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../i18n';
import { STEP_MESSAGES } from '../features/onboarding/step-messages';

const messages = defineMessages({
  title: { id: 'onboarding.shape.title', defaultMessage: 'Shape Your Startup Journey' },
  lead: {
    id: 'onboarding.shape.lead',
    defaultMessage: 'Who you serve and where you are heading shape the story your pitch tells.',
  },
});
import { OnboardingLayout } from '../features/onboarding/components/onboarding-layout';
import { ShapeStartupForm } from '../features/onboarding/shape-startup-form';
import { useOnboardingAnswers } from '../features/onboarding/use-onboarding-answers';

/** /onboarding/shape-startup, step 2 of 3. */
export default function ShapeStartupPage() {
  const { t } = useOnboardingI18n();
  const { answers, loading } = useOnboardingAnswers();
  return (
    <OnboardingLayout step={2} title={t(messages.title)} description={t(messages.lead)}>
      {loading ? (
        <PageLoader label={t(STEP_MESSAGES.loadingAnswers)} minHeight="12rem" />
      ) : (
        <ShapeStartupForm answers={answers} />
      )}
    </OnboardingLayout>
  );
}
