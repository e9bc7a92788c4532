import { useState } from 'react';
import { RESUME_IMPORT_LIMITS, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { FileImport, sizeLabel, Stack } from '@kuza/ui';
import { useResumeImportFileMutation } from '../resumes/api';
import { StepBack } from './step-parts';

export interface ImportStepProps {
  initialFile: File | null;
  onBack: (file: File | null) => void;
  onCreated: (resume: Resume) => void;
}

/** 'Import File': a .pdf, .doc or .docx CV up to 10 MB; Continue uploads it and reads its sections. */
export function ImportStep({ initialFile, onBack, onCreated }: ImportStepProps) {
  const [file, setFile] = useState<File | null>(initialFile);
  const [upload, { isLoading, error, reset }] = useResumeImportFileMutation();

  const importFile = async (chosen: File) => {
    reset();
    const resume = await upload(chosen)
      .unwrap()
      .catch(() => null);
    if (resume) onCreated(resume);
  };

  return (
    <Stack gap="md">
      <StepBack onBack={() => onBack(file)} disabled={isLoading} />
      <FileImport
        fileLabel="CV file"
        limits={RESUME_IMPORT_LIMITS}
        fileHint={`PDF or Word (.pdf, .doc, .docx), up to ${sizeLabel(RESUME_IMPORT_LIMITS.maxBytes)}.`}
        file={file}
        onFileChange={(chosen) => {
          reset();
          setFile(chosen);
        }}
        busy={isLoading}
        busyLabel="Reading your file"
        error={error && errorMessage(error, 'This file could not be imported. Try again.')}
        autoFocus
        onImport={(source) => {
          if (source.kind === 'file') void importFile(source.file);
        }}
      />
    </Stack>
  );
}
