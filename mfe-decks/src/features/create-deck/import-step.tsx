import { useState } from 'react';
import { DECK_IMPORT_LIMITS } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { FileImport, sizeLabel, type ImportSource } from '@kuza/ui';
import { useDeckImportFileMutation, useDeckImportUrlMutation } from '../decks/api';
import type { StepProps } from './ai-step';
import { needsTemplate, sourceName, urlProblem } from './import-checks';
import { StepHeader } from './step-header';
import { TemplateGallery, type TemplateChoice } from './template-gallery';

/** 'Import File': a link or an upload (.pptx, .pdf); a .pptx goes through the template gallery first. */
export function ImportStep({ onBack, onCreated }: StepProps) {
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
      setError(errorMessage(failure, 'Could not import this file. Try again.'));
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
      <StepHeader title="Import a file" onBack={onBack} disabled={busy} />
      <FileImport
        fileLabel="Upload a file"
        limits={DECK_IMPORT_LIMITS}
        fileHint={`.pptx or .pdf, up to ${sizeLabel(DECK_IMPORT_LIMITS.maxBytes)}`}
        file={file}
        onFileChange={setFile}
        link={{
          label: 'Link to a .pptx or .pdf file',
          placeholder: 'https://example.com/our-deck.pptx',
          value: url,
          onChange: setUrl,
          problem: urlProblem,
        }}
        busy={busy}
        busyLabel="Importing"
        busyText="Reading your deck…"
        error={error}
        onImport={(source) => (needsTemplate(source) ? setPending(source) : void run(source))}
      />
    </>
  );
}
