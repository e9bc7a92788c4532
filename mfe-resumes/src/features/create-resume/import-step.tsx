import { useState } from 'react';
import { RESUME_IMPORT_LIMITS, type Resume } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { FileImport, sizeLabel, Stack } from '@kuza/ui';
import { useResumeImportFileMutation } from '../resumes/api';
import { StepBack } from './step-parts';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  file: { id: 'resumes.import.file', defaultMessage: 'CV file' },
  hint: { id: 'resumes.import.hint', defaultMessage: 'PDF or Word (.pdf, .doc, .docx), up to {size}.' },
  reading: { id: 'resumes.import.reading', defaultMessage: 'Reading your file' },
  failed: { id: 'resumes.import.failed', defaultMessage: 'This file could not be imported. Try again.' },
});

export interface ImportStepProps {
  initialFile: File | null;
  onBack: (file: File | null) => void;
  onCreated: (resume: Resume) => void;
}

/** 'Import File': a .pdf, .doc or .docx CV up to 10 MB; Continue uploads it and reads its sections. */
export function ImportStep({ initialFile, onBack, onCreated }: ImportStepProps) {
  const { t } = useResumesI18n();
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
        fileLabel={t(messages.file)}
        limits={RESUME_IMPORT_LIMITS}
        fileHint={t(messages.hint, { size: sizeLabel(RESUME_IMPORT_LIMITS.maxBytes) })}
        file={file}
        onFileChange={(chosen) => {
          reset();
          setFile(chosen);
        }}
        busy={isLoading}
        busyLabel={t(messages.reading)}
        error={error && errorMessage(error, t(messages.failed))}
        autoFocus
        onImport={(source) => {
          if (source.kind === 'file') void importFile(source.file);
        }}
      />
    </Stack>
  );
}
