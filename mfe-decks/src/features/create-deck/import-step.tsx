import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DECK_IMPORT_LIMITS } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, Stack, TextField } from '@kuza/ui';
import { useDeckImportFileMutation, useDeckImportUrlMutation } from '../decks/api';
import type { StepProps } from './ai-step';
import { fileProblem, needsTemplate, sizeLabel, sourceName, urlProblem, type ImportSource } from './import-checks';
import { Hint, StepActions } from './step-parts';
import { StepHeader } from './step-header';
import { TemplateGallery, type TemplateChoice } from './template-gallery';

const UrlRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1;
  }
`;

const Or = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const FileLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FileError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** 'Import File': a link or an upload (.pptx, .pdf); a .pptx goes through the template gallery first. */
export function ImportStep({ onBack, onCreated }: StepProps) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
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

  const start = (source: ImportSource) => (needsTemplate(source) ? setPending(source) : void run(source));

  const importLink = () => {
    const problem = urlProblem(url);
    setUrlError(problem);
    if (!problem) start({ kind: 'url', url });
  };

  const choose = (chosen: File | undefined) => {
    const problem = chosen && fileProblem(chosen);
    setFileError(problem);
    setFile(chosen && !problem ? chosen : null);
    if (problem && fileInput.current) fileInput.current.value = '';
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
      <Stack gap="md">
        <UrlRow>
          <TextField
            label="Link to a .pptx or .pdf file"
            name="importUrl"
            type="url"
            inputMode="url"
            placeholder="https://example.com/our-deck.pptx"
            value={url}
            error={urlError}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && url.trim()) importLink();
            }}
          />
          <Button variant="secondary" disabled={!url.trim() || busy} onClick={importLink}>
            Import
          </Button>
        </UrlRow>
        <Or>or</Or>
        <Stack gap="xs">
          <FileLabel htmlFor={fileId}>Upload a file</FileLabel>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={DECK_IMPORT_LIMITS.accept}
            aria-describedby={`${fileId}-hint`}
            aria-invalid={!!fileError || undefined}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Hint id={`${fileId}-hint`}>
            {file
              ? `Chosen: ${file.name} (${sizeLabel(file.size)})`
              : `.pptx or .pdf, up to ${sizeLabel(DECK_IMPORT_LIMITS.maxBytes)}`}
          </Hint>
          {fileError && <FileError role="alert">{fileError}</FileError>}
        </Stack>
        {busy && <p role="status">Reading your deck…</p>}
        {error && <FormAlert>{error}</FormAlert>}
        <StepActions>
          <Button
            disabled={!file && !url.trim()}
            loading={busy}
            loadingLabel="Importing"
            onClick={() => (file ? start({ kind: 'file', file }) : importLink())}
          >
            Continue
          </Button>
        </StepActions>
      </Stack>
    </>
  );
}
