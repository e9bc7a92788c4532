import { useState, type FormEvent } from 'react';
import { RESUME_IMPORT_LIMITS, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, TextArea } from '@kuza/ui';
import { useResumeCreateMutation } from '../resumes/api';
import { StepActions, StepBack, StepError } from './step-parts';

/** The API's limit for pasted text (resumeInputsSchema.pastedText). */
const MAX_PASTE = 60_000;

export interface PasteStepProps {
  initialText: string;
  onBack: (text: string) => void;
  onCreated: (resume: Resume) => void;
}

/** 'Paste': a CV as text; Continue (disabled while blank) parses it into sections and a summary. */
export function PasteStep({ initialText, onBack, onCreated }: PasteStepProps) {
  const [text, setText] = useState(initialText);
  const [create, { isLoading, error, reset }] = useResumeCreateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reset();
    const resume = await create({ mode: 'paste', inputs: { pastedText: text.trim() } })
      .unwrap()
      .catch(() => null);
    if (resume) onCreated(resume);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <StepBack onBack={() => onBack(text)} disabled={isLoading} />
        <TextArea
          name="pastedText"
          label="Your CV"
          rows={12}
          maxLength={MAX_PASTE}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Paste the text of your CV or LinkedIn profile here"
          hint={`Headings such as Experience, Education and Skills become sections. Prefer a file? Use Import File (${RESUME_IMPORT_LIMITS.accept.replaceAll(',', ', ')}).`}
        />
        {error && <StepError>{errorMessage(error, 'Your CV could not be read. Try again.')}</StepError>}
        <StepActions>
          <Button type="submit" disabled={!text.trim()} loading={isLoading} loadingLabel="Reading your CV">
            Continue
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}
