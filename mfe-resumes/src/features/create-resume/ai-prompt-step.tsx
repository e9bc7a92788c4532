import { Form } from 'react-final-form';
import { createResumeSchema, resumeInputsSchema, validateForm, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack } from '@kuza/ui';
import { useResumeCreateMutation } from '../resumes/api';
import { FormTextArea, FormTextField } from '@kuza/ui/forms';
import { StepActions, StepBack, StepError } from './step-parts';

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
  const [create, { isLoading, error, reset }] = useResumeCreateMutation();

  const onSubmit = async (values: AiValues) => {
    const resume = await create({ mode: 'ai', inputs: trimmed(values) })
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
              label="Full name"
              autoComplete="name"
              placeholder="e.g. Amara Okafor"
              autoFocus
            />
            <FormTextField name="role" label="Role" placeholder="e.g. Co-founder & CEO, SokoFresh" />
            <FormTextArea
              name="experience"
              label="Experience"
              rows={4}
              placeholder="Companies, roles, years and what you achieved"
            />
            <FormTextArea name="education" label="Education" rows={2} placeholder="Degrees, schools, programmes" />
            <FormTextField name="skills" label="Skills" placeholder="e.g. Go-to-market, fundraising, Python" />
            <FormTextField name="links" label="Links" placeholder="LinkedIn, website, e-mail" />
            {error && <StepError>{errorMessage(error, 'The summary could not be written. Try again.')}</StepError>}
            <StepActions>
              <Button
                type="submit"
                disabled={isBlank(values)}
                loading={isLoading}
                loadingLabel="Writing your summary"
                onClick={() => reset()}
              >
                Generate
              </Button>
            </StepActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
