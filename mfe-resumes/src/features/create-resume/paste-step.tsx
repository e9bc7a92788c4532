import { useState, type FormEvent } from 'react';
import { RESUME_IMPORT_LIMITS, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, TextArea } from '@kuza/ui';
import { useResumeCreateMutation } from '../resumes/api';
import { StepActions, StepBack, StepError } from './step-parts';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  label: { id: 'resumes.paste.label', defaultMessage: 'Your CV' },
  placeholder: {
    id: 'resumes.paste.placeholder',
    defaultMessage: 'Paste the text of your CV or LinkedIn profile here',
  },
  hint: {
    id: 'resumes.paste.hint',
    defaultMessage:
      'Headings such as Experience, Education and Skills become sections. Prefer a file? Use Import File ({accept}).',
  },
  failed: { id: 'resumes.paste.failed', defaultMessage: 'Your CV could not be read. Try again.' },
  reading: { id: 'resumes.paste.reading', defaultMessage: 'Reading your CV' },
});

/** The API's limit for pasted text (resumeInputsSchema.pastedText). */
const MAX_PASTE = 60_000;

export interface PasteStepProps {
  initialText: string;
  onBack: (text: string) => void;
  onCreated: (resume: Resume) => void;
}

/** 'Paste': a CV as text; Continue (disabled while blank) parses it into sections and a summary. */
export function PasteStep({ initialText, onBack, onCreated }: PasteStepProps) {
  const { t } = useResumesI18n();
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
          label={t(messages.label)}
          rows={12}
          maxLength={MAX_PASTE}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t(messages.placeholder)}
          hint={t(messages.hint, { accept: RESUME_IMPORT_LIMITS.accept.replaceAll(',', ', ') })}
        />
        {error && <StepError>{errorMessage(error, t(messages.failed))}</StepError>}
        <StepActions>
          <Button type="submit" disabled={!text.trim()} loading={isLoading} loadingLabel={t(messages.reading)}>
            {t(COMMON_MESSAGES.continue)}
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}
