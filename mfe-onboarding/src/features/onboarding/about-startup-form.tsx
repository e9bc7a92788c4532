import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  aboutStartupSchema,
  INDUSTRIES,
  INDUSTRY_NAMES,
  ONBOARDING_STEPS,
  type OnboardingAnswers,
  validateForm,
} from '@kuza/contracts';
import { Button, Stack } from '@kuza/ui';
import { Actions, ChoiceCard, ChoiceGrid, FieldError, Fieldset } from './components/choice-card';
import { TeamSizeField } from './components/team-size-field';
import { useSaveStep } from './use-save-step';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../../i18n';
import { STEP_NAMES } from './choice-messages';
import { STEP_MESSAGES } from './step-messages';

const messages = defineMessages({
  industry: { id: 'onboarding.about.industry', defaultMessage: 'Which industry is your startup in?' },
});

const validate = validateForm(aboutStartupSchema);

/** What the form holds: '' where nothing is picked. */
interface AboutStartupValues {
  industry: string;
  team_size: string;
}

/** Step 1: one industry from the grid and a team size; both may stay empty (product.md §5). */
export function AboutStartupForm({ answers }: { answers: OnboardingAnswers }) {
  const { t } = useOnboardingI18n();
  const navigate = useNavigate();
  const save = useSaveStep();
  const initialValues = useMemo(
    () => ({ industry: answers.industry ?? '', team_size: answers.team_size ?? '' }),
    [answers.industry, answers.team_size],
  );

  const onSubmit = async (values: AboutStartupValues) => {
    const saved = await save({ industry: values.industry ?? '', team_size: values.team_size ?? '', completed_step: 1 });
    if (saved) navigate(ONBOARDING_STEPS[1].path);
  };

  return (
    <Form<AboutStartupValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, errors, submitFailed }) => (
        <form noValidate aria-label={t(STEP_NAMES[1])} onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="lg">
            <Fieldset>
              <legend>{t(messages.industry)}</legend>
              <ChoiceGrid $min="170px">
                {INDUSTRIES.map((industry) => (
                  <Field<string> key={industry} name="industry" type="radio" value={industry}>
                    {({ input }) => (
                      <ChoiceCard {...input} type="radio" checked={Boolean(input.checked)}>
                        {t(INDUSTRY_NAMES[industry])}
                      </ChoiceCard>
                    )}
                  </Field>
                ))}
              </ChoiceGrid>
              {submitFailed && errors?.industry && <FieldError>{String(errors.industry)}</FieldError>}
            </Fieldset>
            <TeamSizeField />
            <Actions>
              <div>
                <Button type="submit" loading={submitting} loadingLabel={t(STEP_MESSAGES.saving)}>
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
