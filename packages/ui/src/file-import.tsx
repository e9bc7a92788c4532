import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from './button';
import { DialogActions } from './dialog-actions';
import { fileProblem, sizeLabel, type ImportLimits } from './file-checks';
import { FormAlert } from './form-alert';
import { Stack } from './stack';
import { TextField } from './text-field';

const messages = defineMessages({
  importLink: { id: 'ui.fileImport.importLink', defaultMessage: 'Import' },
  or: { id: 'ui.fileImport.or', defaultMessage: 'or' },
  chosen: { id: 'ui.fileImport.chosen', defaultMessage: 'Chosen: {name} ({size})' },
  next: { id: 'ui.fileImport.continue', defaultMessage: 'Continue' },
});

export type ImportSource = { kind: 'file'; file: File } | { kind: 'url'; url: string };

export interface ImportLink {
  label: string;
  placeholder: string;
  value: string;
  onChange: (url: string) => void;
  /** Why the link cannot be fetched, checked before sending it. */
  problem: (url: string) => string | undefined;
}

export interface FileImportProps {
  /** The file picker's label: 'Upload a file', 'CV file'. */
  fileLabel: string;
  limits: ImportLimits;
  /** Said under the picker until a file is chosen. */
  fileHint: string;
  /** The chosen file; the step keeps it, so Back and a following step do not lose it. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A link to import from instead of a file, where the API fetches links. */
  link?: ImportLink;
  busy: boolean;
  /** The Continue button's name while busy. */
  busyLabel: string;
  /** Said while busy: 'Reading your deck…'. */
  busyText?: string;
  /** The server's refusal. */
  error?: string;
  /** Focus the file picker when the step opens (a step whose only field it is). */
  autoFocus?: boolean;
  onImport: (source: ImportSource) => void;
}

const Row = styled.div`
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

const Note = styled.p<{ $problem?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.muted)};
`;

/** The import step of a creation dialog: a file checked for type and size before upload, or a link. */
export function FileImport(props: FileImportProps) {
  const { fileLabel, limits, fileHint, file, onFileChange, link, busy, busyLabel, busyText, error } = props;
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const [linkError, setLinkError] = useState<string>();
  const url = link?.value.trim() ?? '';

  const importLink = () => {
    const problem = link?.problem(url);
    setLinkError(problem);
    if (!problem) props.onImport({ kind: 'url', url });
  };

  const choose = (chosen: File | undefined) => {
    const problem = chosen && fileProblem(chosen, limits);
    setFileError(problem);
    onFileChange(chosen && !problem ? chosen : null);
    if (problem && input.current) input.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) props.onImport({ kind: 'file', file });
    else if (url) importLink();
  };

  const describedBy = [`${id}-hint`, fileError ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {link && (
          <>
            <Row>
              <TextField
                label={link.label}
                name="importUrl"
                type="url"
                inputMode="url"
                placeholder={link.placeholder}
                value={link.value}
                error={linkError}
                onChange={(event) => {
                  link.onChange(event.target.value);
                  setLinkError(undefined);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter in the link imports the link, even when a file is chosen too.
                  event.preventDefault();
                  if (url) importLink();
                }}
              />
              <Button variant="secondary" disabled={!url || busy} onClick={importLink}>
                {t(messages.importLink)}
              </Button>
            </Row>
            <Or>{t(messages.or)}</Or>
          </>
        )}
        <Stack gap="xs">
          <Label htmlFor={`${id}-file`}>{fileLabel}</Label>
          <FileInput
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={limits.accept}
            aria-describedby={describedBy}
            aria-invalid={fileError ? true : undefined}
            autoFocus={props.autoFocus}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Note id={`${id}-hint`}>
            {file ? t(messages.chosen, { name: file.name, size: sizeLabel(file.size) }) : fileHint}
          </Note>
          {fileError && (
            <Note id={`${id}-problem`} role="alert" $problem>
              {fileError}
            </Note>
          )}
        </Stack>
        {busy && busyText && <p role="status">{busyText}</p>}
        {error && <FormAlert>{error}</FormAlert>}
        <DialogActions>
          <Button type="submit" disabled={!file && !url} loading={busy} loadingLabel={busyLabel}>
            {t(messages.next)}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
