import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  ONBOARDING_STEPS,
  shapeStartupSchema,
  validateForm,
  type OnboardingAnswers,
  type ShapeStartupInput,
} from '@kuza/contracts';
import { Button, Stack } from '@kuza/ui';
import { Actions } from './components/choice-card';
import { FormTextField } from '@kuza/ui/forms';
import { useSaveStep } from './use-save-step';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../../i18n';
import { STEP_MESSAGES } from './step-messages';
import { STEP_NAMES } from './choice-messages';

const messages = defineMessages({
  audience: { id: 'onboarding.shape.audience', defaultMessage: 'Who is your target audience?' },
  audienceHint: {
    id: 'onboarding.shape.audienceHint',
    defaultMessage: 'For example: smallholder farmers in Kenya, or small shops in Lagos.',
  },
  goal: { id: 'onboarding.shape.goal', defaultMessage: 'What is your main goal right now?' },
  goalHint: {
    id: 'onboarding.shape.goalHint',
    defaultMessage: 'For example: raise a seed round, or reach 1,000 paying customers.',
  },
  skipping: { id: 'onboarding.shape.skipping', defaultMessage: 'Skipping' },
  skip: { id: 'onboarding.shape.skip', defaultMessage: 'Skip for now' },
});

const validate = validateForm(shapeStartupSchema);

/** Step 2: who the startup serves and its goal. 'Skip for now' moves on without saving answers. */
export function ShapeStartupForm({ answers }: { answers: OnboardingAnswers }) {
  const { t } = useOnboardingI18n();
  const navigate = useNavigate();
  const save = useSaveStep();
  const formRef = useRef<HTMLFormElement>(null);
  const [skipping, setSkipping] = useState(false);
  const initialValues = useMemo(
    () => ({ target_audience: answers.target_audience ?? '', goal: answers.goal ?? '' }),
    [answers.target_audience, answers.goal],
  );

  const onSubmit = async (values: ShapeStartupInput) => {
    const saved = await save({ target_audience: values.target_audience, goal: values.goal, completed_step: 2 });
    if (saved) navigate(ONBOARDING_STEPS[2].path);
  };

  // Skipping records only that the step was passed, so a returning founder resumes at step 3.
  const skip = async () => {
    setSkipping(true);
    await save({ completed_step: 2 }, { quiet: true });
    navigate(ONBOARDING_STEPS[2].path);
  };

  return (
    <Form<ShapeStartupInput> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form
          ref={formRef}
          noValidate
          aria-label={t(STEP_NAMES[2])}
          onSubmit={(event) => {
            void handleSubmit(event);
            window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
          }}
        >
          <Stack gap="lg">
            <FormTextField name="target_audience" label={t(messages.audience)} hint={t(messages.audienceHint)} />
            <FormTextField name="goal" label={t(messages.goal)} hint={t(messages.goalHint)} />
            <Actions>
              <Button
                variant="secondary"
                disabled={submitting || skipping}
                onClick={() => navigate(ONBOARDING_STEPS[0].path)}
              >
                {t(STEP_MESSAGES.back)}
              </Button>
              <div>
                <Button
                  variant="ghost"
                  loading={skipping}
                  loadingLabel={t(messages.skipping)}
                  disabled={submitting}
                  onClick={() => void skip()}
                >
                  {t(messages.skip)}
                </Button>
                <Button type="submit" loading={submitting} loadingLabel={t(STEP_MESSAGES.saving)} disabled={skipping}>
                  {t(STEP_MESSAGES.continue)}
                </Button>
              </div>
            </Actions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
