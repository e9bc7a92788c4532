import { useEffect, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  PRESENT,
  RESUME_DATE_WORDS,
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
import { defineMessages, type MessageDescriptor, type MessageValues } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  roleAt: { id: 'resumes.entries.roleAt', defaultMessage: '{role} at {organisation}' },
  untitled: { id: 'resumes.entries.untitled', defaultMessage: 'Untitled entry' },
  edit: { id: 'resumes.entries.edit', defaultMessage: 'Edit' },
  editName: { id: 'resumes.entries.editName', defaultMessage: 'Edit {title}' },
  newEntry: { id: 'resumes.entries.newEntry', defaultMessage: 'New entry' },
  role: { id: 'resumes.entries.role', defaultMessage: 'Role (for education, the qualification)' },
  organisation: { id: 'resumes.entries.organisation', defaultMessage: 'Organisation (for education, the school)' },
  place: { id: 'resumes.entries.place', defaultMessage: 'Place (optional)' },
  start: { id: 'resumes.entries.start', defaultMessage: 'Start' },
  startHint: { id: 'resumes.entries.startHint', defaultMessage: 'A year (2019) or a month (2019-03)' },
  end: { id: 'resumes.entries.end', defaultMessage: 'End' },
  endHint: { id: 'resumes.entries.endHint', defaultMessage: 'A year (2021) or a month (2021-06)' },
  current: { id: 'resumes.entries.current', defaultMessage: 'I work here now' },
  bullets: { id: 'resumes.entries.bullets', defaultMessage: 'Bullets' },
  bulletsHint: { id: 'resumes.entries.bulletsHint', defaultMessage: 'One achievement per line.' },
  save: { id: 'resumes.entries.save', defaultMessage: 'Save entry' },
  add: { id: 'resumes.entries.add', defaultMessage: 'Add entry' },
  list: { id: 'resumes.entries.list', defaultMessage: '{label} entries' },
  up: { id: 'resumes.entries.up', defaultMessage: 'Move {title} up' },
  down: { id: 'resumes.entries.down', defaultMessage: 'Move {title} down' },
  removeName: { id: 'resumes.entries.removeName', defaultMessage: 'Remove {title}' },
  remove: { id: 'resumes.entries.remove', defaultMessage: 'Remove' },
  none: { id: 'resumes.entries.none', defaultMessage: 'No entries yet.' },
  done: { id: 'resumes.entries.done', defaultMessage: 'Done' },
});

type Say = (message: MessageDescriptor, values?: MessageValues) => string;

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

/** How the editor names an entry: 'Data Analyst at Safaricom', or the one of the two the founder gave. */
export function entryTitle(entry: ResumeEntry, t: Say): string {
  if (entry.role && entry.organisation)
    return t(messages.roleAt, { role: entry.role, organisation: entry.organisation });
  return entry.role || entry.organisation || t(messages.untitled);
}

function EntryForm({
  entry,
  onSave,
  onCancel,
}: {
  entry: ResumeEntry | null;
  onSave: (entry: ResumeEntry) => void;
  onCancel: () => void;
}) {
  const { t } = useResumesI18n();
  return (
    <Form<EntryValues>
      onSubmit={(values) => onSave(resumeEntrySchema.cast(entryOf(values)) as ResumeEntry)}
      validate={validate}
      initialValues={valuesOf(entry)}
    >
      {({ handleSubmit, values }) => (
        <form
          noValidate
          aria-label={entry ? t(messages.editName, { title: entryTitle(entry, t) }) : t(messages.newEntry)}
          onSubmit={(e) => void handleSubmit(e)}
        >
          <Stack gap="sm">
            <FormTextField name="role" label={t(messages.role)} maxLength={120} autoFocus />
            <FormTextField name="organisation" label={t(messages.organisation)} maxLength={120} />
            <FormTextField name="place" label={t(messages.place)} maxLength={80} parse={keepText} />
            <TwoColumns $gap="sm">
              <FormTextField name="start" label={t(messages.start)} hint={t(messages.startHint)} maxLength={7} />
              <FormTextField
                name="end"
                label={t(messages.end)}
                hint={t(messages.endHint)}
                maxLength={7}
                disabled={values.current}
              />
            </TwoColumns>
            <Field<boolean> name="current" type="checkbox">
              {({ input: { value: _value, ...input } }) => (
                <Check>
                  <input {...input} type="checkbox" />
                  {t(messages.current)}
                </Check>
              )}
            </Field>
            <FormTextArea
              name="bullets"
              label={t(messages.bullets)}
              hint={t(messages.bulletsHint)}
              rows={5}
              parse={keepText}
            />
            <DialogActions>
              <Button variant="secondary" onClick={onCancel}>
                {t(COMMON_MESSAGES.cancel)}
              </Button>
              <Button type="submit">{t(entry ? messages.save : messages.add)}</Button>
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
  const { t, locale } = useResumesI18n();
  // The list is the editor's own summary of each entry: its dates read in the page's language.
  const pageDates = { locale, present: t(RESUME_DATE_WORDS.present) };
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
    return entry ? t(messages.editName, { title: entryTitle(entry, t) }) : t(messages.add);
  };

  if (editing !== null) {
    const entry = editing === 'new' ? null : (entries[editing] ?? null);
    return (
      <EntryForm
        entry={entry}
        onCancel={() => {
          setFocus(editing === 'new' ? t(messages.add) : editLabel(entries, editing));
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
        <PlainList as="ol" aria-label={t(messages.list, { label })}>
          {entries.map((entry, index) => {
            const title = entryTitle(entry, t);
            const first = index === 0;
            const last = index === entries.length - 1;
            return (
              <RowCard key={`${index}-${title}`}>
                <Summary>
                  <p>
                    <strong>{title}</strong>
                  </p>
                  <Muted>{[entry.place, entryDates(entry, pageDates)].filter(Boolean).join(' · ')}</Muted>
                </Summary>
                <Controls>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(messages.editName, { title })}
                    onClick={() => setEditing(index)}
                  >
                    {t(messages.edit)}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(messages.up, { title })}
                    aria-disabled={first}
                    onClick={() => {
                      if (first) return;
                      onChange(moveItem(entries, index, -1));
                      setFocus(t(messages.up, { title }));
                    }}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(messages.down, { title })}
                    aria-disabled={last}
                    onClick={() => {
                      if (last) return;
                      onChange(moveItem(entries, index, 1));
                      setFocus(t(messages.down, { title }));
                    }}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(messages.removeName, { title })}
                    onClick={() => {
                      const next = entries.filter((_, i) => i !== index);
                      onChange(next);
                      setFocus(editLabel(next, index));
                    }}
                  >
                    {t(messages.remove)}
                  </Button>
                </Controls>
              </RowCard>
            );
          })}
        </PlainList>
      ) : (
        <Muted>{t(messages.none)}</Muted>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={() => setEditing('new')} disabled={entries.length >= 30}>
          {t(messages.add)}
        </Button>
        <Button onClick={onDone}>{t(messages.done)}</Button>
      </DialogActions>
    </Stack>
  );
}
