import { useEffect, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  PRESENT,
  entryDates,
  resumeEntrySchema,
  validateForm,
  type FieldErrors,
  type ResumeEntry,
} from '@kuza/contracts';
import { Button, DialogActions, PlainList, Stack, TwoColumns } from '@kuza/ui';
import { FormTextArea, FormTextField, keepText } from '@kuza/ui/forms';
import { moveItem } from './editor-model';
import { RowCard } from './section-row';

const Summary = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** What the entry form edits: the entry, with its bullets one per line and 'I work here now' for an end of 'present'. */
interface EntryValues {
  role?: string;
  organisation?: string;
  place?: string;
  start?: string;
  end?: string;
  current?: boolean;
  bullets?: string;
}

const valuesOf = (entry: ResumeEntry | null): EntryValues =>
  entry
    ? {
        role: entry.role,
        organisation: entry.organisation,
        place: entry.place ?? '',
        start: entry.start,
        end: entry.end === PRESENT ? '' : entry.end,
        current: entry.end === PRESENT,
        bullets: entry.bullets.join('\n'),
      }
    : { current: false };

const entryOf = (values: EntryValues): ResumeEntry => ({
  role: values.role?.trim() ?? '',
  organisation: values.organisation?.trim() ?? '',
  ...(values.place?.trim() ? { place: values.place.trim() } : {}),
  start: values.start?.trim() ?? '',
  end: values.current ? PRESENT : (values.end?.trim() ?? ''),
  bullets: (values.bullets ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter(Boolean),
});

const checkEntry = validateForm(resumeEntrySchema);

/** The shared entry rules, on the form's values; a bullet's message is shown on the bullets field. */
async function validate(values: EntryValues): Promise<FieldErrors | undefined> {
  const errors = (await checkEntry(entryOf(values))) as Record<string, unknown> | undefined;
  if (!errors) return undefined;
  const { bullets, ...rest } = errors;
  const bulletError = typeof bullets === 'string' ? bullets : bullets && Object.values(bullets)[0];
  return { ...(rest as FieldErrors), ...(bulletError ? { bullets: String(bulletError) } : {}) };
}

export const entryTitle = (entry: ResumeEntry) =>
  [entry.role, entry.organisation].filter(Boolean).join(' at ') || 'Untitled entry';

function EntryForm({
  entry,
  onSave,
  onCancel,
}: {
  entry: ResumeEntry | null;
  onSave: (entry: ResumeEntry) => void;
  onCancel: () => void;
}) {
  return (
    <Form<EntryValues>
      onSubmit={(values) => onSave(resumeEntrySchema.cast(entryOf(values)) as ResumeEntry)}
      validate={validate}
      initialValues={valuesOf(entry)}
    >
      {({ handleSubmit, values }) => (
        <form
          noValidate
          aria-label={entry ? `Edit ${entryTitle(entry)}` : 'New entry'}
          onSubmit={(e) => void handleSubmit(e)}
        >
          <Stack gap="sm">
            <FormTextField name="role" label="Role (for education, the qualification)" maxLength={120} autoFocus />
            <FormTextField name="organisation" label="Organisation (for education, the school)" maxLength={120} />
            <FormTextField name="place" label="Place (optional)" maxLength={80} parse={keepText} />
            <TwoColumns $gap="sm">
              <FormTextField name="start" label="Start" hint="A year (2019) or a month (2019-03)" maxLength={7} />
              <FormTextField
                name="end"
                label="End"
                hint="A year (2021) or a month (2021-06)"
                maxLength={7}
                disabled={values.current}
              />
            </TwoColumns>
            <Field<boolean> name="current" type="checkbox">
              {({ input: { value: _value, ...input } }) => (
                <Check>
                  <input {...input} type="checkbox" />I work here now
                </Check>
              )}
            </Field>
            <FormTextArea name="bullets" label="Bullets" hint="One achievement per line." rows={5} parse={keepText} />
            <DialogActions>
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit">{entry ? 'Save entry' : 'Add entry'}</Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}

export interface EntriesEditorProps {
  /** The section's name, for the labels of its buttons. */
  label: string;
  entries: ResumeEntry[];
  /** Each change is saved at once (the editor's autosave). */
  onChange: (entries: ResumeEntry[]) => void;
  onDone: () => void;
}

/**
 * The entries of an Experience or Education section: add, edit, move and remove, each saved as it
 * is made. An entry is edited in a form checked by the same rules as the API's.
 */
export function EntriesEditor({ label, entries, onChange, onDone }: EntriesEditorProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Keyboard users keep their place: after a move the moved entry's button has focus, after a
  // removal or a closed form the nearest entry's Edit button (or Add entry).
  const [focus, setFocus] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus || editing !== null) return;
    const target = [...(root.current?.querySelectorAll<HTMLElement>('button') ?? [])].find(
      (button) => (button.getAttribute('aria-label') ?? button.textContent) === focus,
    );
    target?.focus();
    setFocus(null);
  }, [focus, editing]);
  const editLabel = (list: ResumeEntry[], index: number) => {
    const entry = list[Math.min(index, list.length - 1)];
    return entry ? `Edit ${entryTitle(entry)}` : 'Add entry';
  };

  if (editing !== null) {
    const entry = editing === 'new' ? null : (entries[editing] ?? null);
    return (
      <EntryForm
        entry={entry}
        onCancel={() => {
          setFocus(editing === 'new' ? 'Add entry' : editLabel(entries, editing));
          setEditing(null);
        }}
        onSave={(saved) => {
          const next = editing === 'new' ? [...entries, saved] : entries.map((e, i) => (i === editing ? saved : e));
          onChange(next);
          setFocus(editLabel(next, editing === 'new' ? next.length - 1 : editing));
          setEditing(null);
        }}
      />
    );
  }

  return (
    <Stack gap="md" ref={root}>
      {entries.length ? (
        <PlainList as="ol" aria-label={`${label} entries`}>
          {entries.map((entry, index) => {
            const title = entryTitle(entry);
            const first = index === 0;
            const last = index === entries.length - 1;
            return (
              <RowCard key={`${index}-${title}`}>
                <Summary>
                  <p>
                    <strong>{title}</strong>
                  </p>
                  <Muted>{[entry.place, entryDates(entry)].filter(Boolean).join(' · ')}</Muted>
                </Summary>
                <Controls>
                  <Button size="sm" variant="secondary" aria-label={`Edit ${title}`} onClick={() => setEditing(index)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Move ${title} up`}
                    aria-disabled={first}
                    onClick={() => {
                      if (first) return;
                      onChange(moveItem(entries, index, -1));
                      setFocus(`Move ${title} up`);
                    }}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Move ${title} down`}
                    aria-disabled={last}
                    onClick={() => {
                      if (last) return;
                      onChange(moveItem(entries, index, 1));
                      setFocus(`Move ${title} down`);
                    }}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove ${title}`}
                    onClick={() => {
                      const next = entries.filter((_, i) => i !== index);
                      onChange(next);
                      setFocus(editLabel(next, index));
                    }}
                  >
                    Remove
                  </Button>
                </Controls>
              </RowCard>
            );
          })}
        </PlainList>
      ) : (
        <Muted>No entries yet.</Muted>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={() => setEditing('new')} disabled={entries.length >= 30}>
          Add entry
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogActions>
    </Stack>
  );
}
