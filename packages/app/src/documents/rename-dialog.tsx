import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import type { DocumentKind } from './document-api';
import type { DocumentWords } from './document-words';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, Dialog, TextField, toast } from '@kuza/ui';

/** The newest copy of the item, read when the dialog opens (an RTK Query `get` result). */
export interface LatestVersionQuery {
  data?: { version: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RenameOptions {
  /** A hook reading the item afresh: its version makes the rename safe against newer work. */
  useLatest: (id: string) => LatestVersionQuery;
  /** Saves the name (PUT with the version); resolves to the saved item. */
  save: (change: { id: string; version: number; name: string }) => Promise<{ name: string }>;
  saving: boolean;
  /** The shared schema's message for a bad name, or undefined when it is fine. */
  validateName: (name: string) => string | undefined;
  /** Shown when someone saved the item since it was read (HTTP 409). */
  conflictMessage: string;
}

const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.md};
`;

const messages = defineMessages({
  title: { id: 'app.rename.title', defaultMessage: '{kind, select, deck {Rename pitch deck} other {Rename resume}}' },
  notLoaded: {
    id: 'app.rename.notLoaded',
    defaultMessage:
      '{kind, select, deck {Could not load this deck. Try again.} other {Could not load this resume. Try again.}}',
  },
  renamed: { id: 'app.rename.renamed', defaultMessage: 'Renamed to “{name}”' },
  notRenamed: {
    id: 'app.rename.notRenamed',
    defaultMessage: '{kind, select, deck {Could not rename the deck} other {Could not rename the resume}}',
  },
  cancel: { id: 'app.rename.cancel', defaultMessage: 'Cancel' },
  save: { id: 'app.rename.save', defaultMessage: 'Save' },
  saving: { id: 'app.rename.saving', defaultMessage: 'Saving' },
});

const isConflict = (error: unknown) => (error as { status?: unknown })?.status === 409;

export interface RenameDialogProps {
  item: { id: string; name: string } | null;
  kind: DocumentKind;
  words: DocumentWords;
  options: RenameOptions;
  onClose: () => void;
}

/** Renames a deck or a resume with the version just read, so a rename never overwrites newer work. */
export function RenameDialog({ item, kind, words, options, onClose }: RenameDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={!!item} onClose={onClose} title={t(messages.title, { kind })} size="sm">
      {item && <RenameForm key={item.id} item={item} kind={kind} words={words} options={options} onDone={onClose} />}
    </Dialog>
  );
}

function RenameForm({
  item,
  kind,
  words,
  options,
  onDone,
}: Omit<RenameDialogProps, 'item' | 'onClose'> & { item: { id: string; name: string }; onDone: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string>();
  const latest = options.useLatest(item.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = options.validateName(name);
    if (problem) return setError(problem);
    if (!latest.data) return setError(errorMessage(latest.error, t(messages.notLoaded, { kind })));
    try {
      const saved = await options.save({ id: item.id, version: latest.data.version, name: name.trim() });
      toast.success(t(messages.renamed, { name: saved.name }));
      onDone();
    } catch (failure) {
      if (isConflict(failure)) void latest.refetch();
      setError(errorMessage(failure, isConflict(failure) ? options.conflictMessage : t(messages.notRenamed, { kind })));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={words.nameLabel}
        name="name"
        value={name}
        maxLength={120}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          {t(messages.cancel)}
        </Button>
        <Button
          type="submit"
          loading={options.saving}
          loadingLabel={t(messages.saving)}
          disabled={latest.isFetching && !latest.data}
        >
          {t(messages.save)}
        </Button>
      </FormActions>
    </form>
  );
}
