import { useState } from 'react';
import { DECK_IMPORT_LIMITS } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { errorMessage } from '@kuza/store';
import { FileImport, sizeLabel, type ImportSource } from '@kuza/ui';
import { useDeckImportFileMutation, useDeckImportUrlMutation } from '../decks/api';
import type { StepProps } from './ai-step';
import { needsTemplate, sourceName, urlProblem } from './import-checks';
import { StepHeader } from './step-header';
import { TemplateGallery, type TemplateChoice } from './template-gallery';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  failed: { id: 'decks.create.import.failed', defaultMessage: 'Could not import this file. Try again.' },
  title: { id: 'decks.create.import.title', defaultMessage: 'Import a file' },
  upload: { id: 'decks.create.import.upload', defaultMessage: 'Upload a file' },
  hint: { id: 'decks.create.import.hint', defaultMessage: '.pptx or .pdf, up to {size}' },
  link: { id: 'decks.create.import.link', defaultMessage: 'Link to a .pptx or .pdf file' },
  reading: { id: 'decks.create.import.reading', defaultMessage: 'Reading your deck…' },
});

/** 'Import File': a link or an upload (.pptx, .pdf); a .pptx goes through the template gallery first. */
export function ImportStep({ onBack, onCreated }: StepProps) {
  const { t } = useI18n();
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState<ImportSource | null>(null);
  const [error, setError] = useState<string>();
  const [importFile, fileState] = useDeckImportFileMutation();
  const [importUrl, urlState] = useDeckImportUrlMutation();
  const busy = fileState.isLoading || urlState.isLoading;

  const run = async (source: ImportSource, choice?: TemplateChoice) => {
    setError(undefined);
    try {
      const request =
        source.kind === 'file'
          ? importFile({ file: source.file, ...choice })
          : importUrl({ url: source.url.trim(), ...choice });
      onCreated(await request.unwrap());
    } catch (failure) {
      setError(errorMessage(failure, t(MESSAGES.failed)));
    }
  };

  if (pending) {
    return (
      <TemplateGallery
        fileName={sourceName(pending)}
        busy={busy}
        error={error}
        onBack={() => {
          setPending(null);
          setError(undefined);
        }}
        onImport={(choice) => void run(pending, choice)}
      />
    );
  }

  return (
    <>
      <StepHeader title={t(MESSAGES.title)} onBack={onBack} disabled={busy} />
      <FileImport
        fileLabel={t(MESSAGES.upload)}
        limits={DECK_IMPORT_LIMITS}
        fileHint={t(MESSAGES.hint, { size: sizeLabel(DECK_IMPORT_LIMITS.maxBytes) })}
        file={file}
        onFileChange={setFile}
        link={{
          label: t(MESSAGES.link),
          placeholder: 'https://example.com/our-deck.pptx',
          value: url,
          onChange: setUrl,
          problem: urlProblem,
        }}
        busy={busy}
        busyLabel={t(COMMON_MESSAGES.importing)}
        busyText={t(MESSAGES.reading)}
        error={error}
        onImport={(source) => (needsTemplate(source) ? setPending(source) : void run(source))}
      />
    </>
  );
}
