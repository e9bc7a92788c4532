import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { RESUME_IMPORT_LIMITS, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack } from '@kuza/ui';
import { useResumeImportFileMutation } from '../resumes/api';
import { StepActions, StepBack, StepError } from './step-parts';

const EXTENSIONS = RESUME_IMPORT_LIMITS.accept.split(',');
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/** Why a chosen file cannot be sent, checked before any upload; the server still sniffs the real type. */
export function fileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `“${file.name}” is not a .pdf, .doc or .docx file. Choose one of those.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose another file.`;
  if (file.size > RESUME_IMPORT_LIMITS.maxBytes) {
    return `“${file.name}” is ${megabytes(file.size)}; files can be at most ${megabytes(RESUME_IMPORT_LIMITS.maxBytes)}.`;
  }
  return undefined;
}

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FileInput = styled.input`
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ImportStepProps {
  initialFile: File | null;
  onBack: (file: File | null) => void;
  onCreated: (resume: Resume) => void;
}

/** 'Import File': a .pdf, .doc or .docx CV up to 10 MB; Continue uploads it and reads its sections. */
export function ImportStep({ initialFile, onBack, onCreated }: ImportStepProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(initialFile);
  const [problem, setProblem] = useState<string>();
  const [upload, { isLoading, error, reset }] = useResumeImportFileMutation();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    reset();
    const why = chosen ? fileProblem(chosen) : undefined;
    setProblem(why);
    setFile(why ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    reset();
    const resume = await upload(file)
      .unwrap()
      .catch(() => null);
    if (resume) onCreated(resume);
  };

  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <StepBack onBack={() => onBack(file)} disabled={isLoading} />
        <Stack gap="xs">
          <Label htmlFor={`${id}-file`}>CV file</Label>
          <FileInput
            id={`${id}-file`}
            type="file"
            accept={RESUME_IMPORT_LIMITS.accept}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            onChange={choose}
            autoFocus
            disabled={isLoading}
          />
          <Hint id={`${id}-hint`}>
            {file
              ? `Chosen: ${file.name} (${megabytes(file.size)})`
              : `PDF or Word (.pdf, .doc, .docx), up to ${megabytes(RESUME_IMPORT_LIMITS.maxBytes)}.`}
          </Hint>
        </Stack>
        {problem && <StepError id={`${id}-problem`}>{problem}</StepError>}
        {error && <StepError>{errorMessage(error, 'This file could not be imported. Try again.')}</StepError>}
        <StepActions>
          <Button type="submit" disabled={!file} loading={isLoading} loadingLabel="Reading your file">
            Continue
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}
