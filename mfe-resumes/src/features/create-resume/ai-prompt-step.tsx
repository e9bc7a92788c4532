import { useState } from 'react';
import { Form } from 'react-final-form';
import { createResumeSchema, resumeInputsSchema, validateForm, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack } from '@kuza/ui';
import { useResumeCreateMutation } from '../resumes/api';
import { FormTextArea, FormTextField } from '@kuza/ui/forms';
import { StepActions, StepBack, StepError } from './step-parts';
import { defineMessages, isDocumentLanguage, type DocumentLanguage } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { ResumeLanguageSelect } from '../../components/resume-language-select';

const messages = defineMessages({
  name: { id: 'resumes.ai.name', defaultMessage: 'Full name' },
  namePlaceholder: { id: 'resumes.ai.namePlaceholder', defaultMessage: 'e.g. Amara Okafor' },
  role: { id: 'resumes.ai.role', defaultMessage: 'Role' },
  rolePlaceholder: { id: 'resumes.ai.rolePlaceholder', defaultMessage: 'e.g. Co-founder & CEO, SokoFresh' },
  experience: { id: 'resumes.ai.experience', defaultMessage: 'Experience' },
  experiencePlaceholder: {
    id: 'resumes.ai.experiencePlaceholder',
    defaultMessage: 'Companies, roles, years and what you achieved',
  },
  education: { id: 'resumes.ai.education', defaultMessage: 'Education' },
  educationPlaceholder: { id: 'resumes.ai.educationPlaceholder', defaultMessage: 'Degrees, schools, programmes' },
  skills: { id: 'resumes.ai.skills', defaultMessage: 'Skills' },
  skillsPlaceholder: { id: 'resumes.ai.skillsPlaceholder', defaultMessage: 'e.g. Go-to-market, fundraising, Python' },
  links: { id: 'resumes.ai.links', defaultMessage: 'Links' },
  linksPlaceholder: { id: 'resumes.ai.linksPlaceholder', defaultMessage: 'LinkedIn, website, e-mail' },
  failed: { id: 'resumes.ai.failed', defaultMessage: 'The summary could not be written. Try again.' },
  writing: { id: 'resumes.ai.writing', defaultMessage: 'Writing your summary' },
  generate: { id: 'resumes.ai.generate', defaultMessage: 'Generate' },
});

export interface AiValues {
  name?: string;
  role?: string;
  experience?: string;
  education?: string;
  skills?: string;
  links?: string;
}

const FIELDS = ['name', 'role', 'experience', 'education', 'skills', 'links'] as const;
const checkLengths = validateForm(resumeInputsSchema);
const checkMode = validateForm(createResumeSchema);

export const isBlank = (values: AiValues) => FIELDS.every((field) => !values[field]?.trim());

/** The form's own rules (lengths), then the API's: at least a name, a role or some experience. */
async function validate(values: AiValues) {
  const lengths = await checkLengths(values);
  if (lengths) return lengths;
  const mode = (await checkMode({ mode: 'ai', inputs: values })) as { inputs?: Record<string, string> } | undefined;
  return mode?.inputs;
}

function trimmed(values: AiValues): AiValues {
  return Object.fromEntries(FIELDS.map((field) => [field, values[field]?.trim()]).filter(([, value]) => value));
}

export interface AiPromptStepProps {
  initialValues: AiValues;
  onBack: (values: AiValues) => void;
  onCreated: (resume: Resume) => void;
}

/** 'Start with AI': the founder's details; Generate creates the draft and its summary. */
export function AiPromptStep({ initialValues, onBack, onCreated }: AiPromptStepProps) {
  const { t, locale } = useResumesI18n();
  const [create, { isLoading, error, reset }] = useResumeCreateMutation();
  // What Kuza writes into the resume is said in it; the page's language to start with.
  const [language, setLanguage] = useState<DocumentLanguage>(isDocumentLanguage(locale) ? locale : 'en');

  const onSubmit = async (values: AiValues) => {
    const resume = await create({ mode: 'ai', inputs: trimmed(values), language })
      .unwrap()
      .catch(() => null);
    if (resume) onCreated(resume);
  };

  return (
    <Form<AiValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, values, form }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="md">
            <StepBack onBack={() => onBack(form.getState().values)} disabled={isLoading} />
            <FormTextField
              name="name"
              label={t(messages.name)}
              autoComplete="name"
              placeholder={t(messages.namePlaceholder)}
              autoFocus
            />
            <FormTextField name="role" label={t(messages.role)} placeholder={t(messages.rolePlaceholder)} />
            <FormTextArea
              name="experience"
              label={t(messages.experience)}
              rows={4}
              placeholder={t(messages.experiencePlaceholder)}
            />
            <FormTextArea
              name="education"
              label={t(messages.education)}
              rows={2}
              placeholder={t(messages.educationPlaceholder)}
            />
            <FormTextField name="skills" label={t(messages.skills)} placeholder={t(messages.skillsPlaceholder)} />
            <FormTextField name="links" label={t(messages.links)} placeholder={t(messages.linksPlaceholder)} />
            <ResumeLanguageSelect value={language} onChange={setLanguage} withHint />
            {error && <StepError>{errorMessage(error, t(messages.failed))}</StepError>}
            <StepActions>
              <Button
                type="submit"
                disabled={isBlank(values)}
                loading={isLoading}
                loadingLabel={t(messages.writing)}
                onClick={() => reset()}
              >
                {t(messages.generate)}
              </Button>
            </StepActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
