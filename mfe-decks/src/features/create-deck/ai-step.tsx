import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import {
  DEFAULT_THEME_ID,
  INDUSTRIES,
  INDUSTRY_NAMES,
  deckAiFormSchema,
  validateForm,
  type Deck,
  type DeckAiFormInput,
  type DeckCreationInputs,
  type ThemeId,
} from '@kuza/contracts';
import { defineMessages, isDocumentLanguage, type DocumentLanguage } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { errorMessage } from '@kuza/store';
import { Button, DocumentLanguageSelect, FormAlert, Stack } from '@kuza/ui';
import { useDeckCreateMutation } from '../decks/api';
import { FormSelectField, FormTextArea, FormTextField, keepText } from '@kuza/ui/forms';
import { StepActions } from './step-parts';
import { StepHeader } from './step-header';
import { StartupNameSuggestion } from './startup-name-suggestion';
import { useFounderAnswers } from './use-founder-answers';
import { ThemePicker } from '../preview/theme-picker';

const validate = validateForm(deckAiFormSchema);

const MESSAGES = defineMessages({
  title: { id: 'decks.create.ai.title', defaultMessage: 'Start with AI' },
  failed: { id: 'decks.create.ai.failed', defaultMessage: 'Could not generate the outline. Try again.' },
  startupName: { id: 'decks.create.ai.startupName', defaultMessage: 'Startup/Business Name' },
  industry: { id: 'decks.create.ai.industry', defaultMessage: 'Industry' },
  selectIndustry: { id: 'decks.create.ai.selectIndustry', defaultMessage: 'Select an industry' },
  language: { id: 'decks.create.ai.language', defaultMessage: 'Language of the deck' },
  objective: { id: 'decks.create.ai.objective', defaultMessage: 'Objective' },
  objectivePlaceholder: {
    id: 'decks.create.ai.objectivePlaceholder',
    defaultMessage: 'e.g. Raise a $500k pre-seed round',
  },
  yearFounded: { id: 'decks.create.ai.yearFounded', defaultMessage: 'Year Founded' },
  customers: { id: 'decks.create.ai.customers', defaultMessage: 'Number of Customers' },
  description: { id: 'decks.create.ai.description', defaultMessage: 'Description' },
  descriptionPlaceholder: {
    id: 'decks.create.ai.descriptionPlaceholder',
    defaultMessage: 'What you do, for whom, and what makes it work',
  },
  writing: {
    id: 'decks.create.ai.writing',
    defaultMessage: 'Writing your outline from these answers and your onboarding profile…',
  },
  generating: { id: 'decks.create.ai.generating', defaultMessage: 'Generating' },
  generate: { id: 'decks.create.ai.generate', defaultMessage: 'Generate Pitch Deck' },
});

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/** The form's strings → the API's inputs: trimmed, numbers as numbers, empty answers left out. */
export function aiInputs(values: Partial<Record<keyof DeckAiFormInput, unknown>>): DeckCreationInputs {
  const cast = deckAiFormSchema.cast(values, { stripUnknown: true }) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(cast).filter(([, value]) => value !== undefined && value !== ''),
  ) as DeckCreationInputs;
}

export interface StepProps {
  onBack: () => void;
  onCreated: (deck: Deck) => void;
}

/**
 * 'Start with AI': a few facts (and the founder's onboarding answers, server side) → an outline.
 * The onboarding industry is selected and an earlier deck's startup name offered to start with.
 */
export function AiStep({ onBack, onCreated }: StepProps) {
  const { t, locale } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [create, { isLoading }] = useDeckCreateMutation();
  const [error, setError] = useState<string>();
  const [theme, setTheme] = useState<ThemeId>(DEFAULT_THEME_ID);
  // What Kuza writes into the deck is said in it; the page's language to start with.
  const [language, setLanguage] = useState<DocumentLanguage>(isDocumentLanguage(locale) ? locale : 'en');
  const { initialValues, startupName } = useFounderAnswers();

  const onSubmit = async (values: Partial<DeckAiFormInput>) => {
    setError(undefined);
    try {
      onCreated(await create({ mode: 'ai', inputs: aiInputs(values), theme: { id: theme }, language }).unwrap());
    } catch (failure) {
      setError(errorMessage(failure, t(MESSAGES.failed)));
    }
  };

  return (
    <>
      <StepHeader title={t(MESSAGES.title)} onBack={onBack} disabled={isLoading} />
      <Form<Partial<DeckAiFormInput>>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        keepDirtyOnReinitialize
      >
        {({ handleSubmit, values }) => (
          <form
            ref={formRef}
            noValidate
            aria-label={t(MESSAGES.title)}
            onSubmit={(event) => {
              void handleSubmit(event);
              window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
            }}
          >
            <Stack gap="md">
              <FormTextField
                parse={keepText}
                name="startupName"
                label={t(MESSAGES.startupName)}
                autoComplete="organization"
              />
              {startupName && <StartupNameSuggestion name={startupName} />}
              <FormSelectField parse={keepText} name="industry" label={t(MESSAGES.industry)}>
                <option value="">{t(MESSAGES.selectIndustry)}</option>
                {INDUSTRIES.map((industry) => (
                  <option key={industry} value={industry}>
                    {t(INDUSTRY_NAMES[industry])}
                  </option>
                ))}
              </FormSelectField>
              <FormTextField
                parse={keepText}
                name="objective"
                label={t(MESSAGES.objective)}
                placeholder={t(MESSAGES.objectivePlaceholder)}
                autoComplete="off"
              />
              <Pair>
                <FormTextField
                  parse={keepText}
                  name="yearFounded"
                  label={t(MESSAGES.yearFounded)}
                  type="number"
                  inputMode="numeric"
                  min={1900}
                />
                <FormTextField
                  parse={keepText}
                  name="customers"
                  label={t(MESSAGES.customers)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                />
              </Pair>
              <FormTextArea
                parse={keepText}
                name="description"
                label={t(MESSAGES.description)}
                rows={4}
                placeholder={t(MESSAGES.descriptionPlaceholder)}
              />
              <DocumentLanguageSelect label={t(MESSAGES.language)} value={language} onChange={setLanguage} />
              <ThemePicker
                value={theme}
                onChange={setTheme}
                title={typeof values.startupName === 'string' ? values.startupName : undefined}
                disabled={isLoading}
              />
              {isLoading && <p role="status">{t(MESSAGES.writing)}</p>}
              {error && <FormAlert>{error}</FormAlert>}
              <StepActions>
                <Button type="submit" loading={isLoading} loadingLabel={t(MESSAGES.generating)}>
                  {t(MESSAGES.generate)}
                </Button>
              </StepActions>
            </Stack>
          </form>
        )}
      </Form>
    </>
  );
}
