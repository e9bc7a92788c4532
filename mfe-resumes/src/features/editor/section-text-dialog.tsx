import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { holdsEntries, type ResumeSection } from '@kuza/contracts';
import { Button, Dialog, DialogActions, Stack, TextArea, TextField } from '@kuza/ui';
import { RichText } from '@kuza/ui/shared-resume';
import { toggleBold, toggleBullets, type TextEdit } from '../../lib/text-format';
import { EntriesEditor } from './entries-editor';
import { isSummarySection, MAX_SECTION_LABEL } from './editor-model';
import { RegenerateSummary } from './regenerate-summary';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  title: { id: 'resumes.textEditor.title', defaultMessage: 'Text Editor' },
  name: { id: 'resumes.textEditor.name', defaultMessage: 'Section name' },
  formatting: { id: 'resumes.textEditor.formatting', defaultMessage: 'Formatting' },
  bullets: { id: 'resumes.textEditor.bullets', defaultMessage: 'Bullet list' },
  bold: { id: 'resumes.textEditor.bold', defaultMessage: 'Bold' },
  text: { id: 'resumes.textEditor.text', defaultMessage: 'Section text' },
  hint: {
    id: 'resumes.textEditor.hint',
    defaultMessage: "A blank line starts a new paragraph, a line starting with '- ' is a bullet, and **text** is bold.",
  },
  keptHint: {
    id: 'resumes.textEditor.keptHint',
    defaultMessage:
      "A blank line starts a new paragraph, a line starting with '- ' is a bullet, and **text** is bold. This section is kept as written because some of its lines do not read as entries; lines such as 'Data Analyst, Safaricom (2014 – present)' with bullets below open as entry fields the next time this resume is opened.",
  },
  preview: { id: 'resumes.textEditor.preview', defaultMessage: 'Preview' },
  save: { id: 'resumes.textEditor.save', defaultMessage: 'Save Changes' },
});

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Preview = styled.div`
  max-height: 220px;
  overflow: auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p,
  ul,
  ol {
    margin: ${({ theme }) => theme.spacing.xs} 0;
  }
`;

const PreviewTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SectionTextDialogProps {
  resumeId: string;
  section: ResumeSection | null;
  onClose: () => void;
  onSave: (id: string, patch: Partial<Pick<ResumeSection, 'label' | 'content' | 'entries'>>) => void;
  /** The field this editor types in now (`label`, `content`, `entries`), for teammates to see. */
  onField?: (field: string) => void;
  /** At a field: the teammates typing in it (live editing). */
  typingAt?: (field: 'label' | 'content') => ReactNode;
}

/**
 * 'Text Editor': a section's name and text, with Bullet list and Bold buttons that write the
 * format; for a section of entries (Experience, Education), its name and its entries.
 */
export function SectionTextDialog({ resumeId, section, onClose, onSave, onField, typingAt }: SectionTextDialogProps) {
  const { t } = useResumesI18n();
  // Counted for the whole editor session, so a summary regenerated after reopening is another take still.
  const variant = useRef(0);
  const nextVariant = useCallback(() => (variant.current += 1), []);
  return (
    <Dialog open={!!section} onClose={onClose} title={section?.entries ? section.label : t(messages.title)} size="lg">
      <div onFocus={(event) => onField?.(fieldOf(event.target))}>
        {section?.entries ? (
          <EntriesForm key={section.id} section={section} onClose={onClose} onSave={onSave} typingAt={typingAt} />
        ) : (
          section && (
            <SectionForm
              key={section.id}
              resumeId={resumeId}
              section={section}
              nextVariant={nextVariant}
              onClose={onClose}
              onSave={onSave}
              typingAt={typingAt}
            />
          )
        )}
      </div>
    </Dialog>
  );
}

/** The field a focused element of the dialog edits: the name, the text, else the entries. */
function fieldOf(target: EventTarget): string {
  const name = (target as { name?: unknown }).name;
  return name === 'label' || name === 'content' ? name : 'entries';
}

/** The section's name field, the same in both forms. */
function SectionNameField({
  value,
  onChange,
  onBlur,
  typing,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  typing?: ReactNode;
}) {
  const { t } = useResumesI18n();
  return (
    <>
      {typing}
      <TextField
        label={t(messages.name)}
        name="label"
        value={value}
        maxLength={MAX_SECTION_LABEL}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </>
  );
}

/** The name applies when the field is left; each entry change is saved as it is made. */
type FormProps = Omit<SectionTextDialogProps, 'resumeId' | 'onField'> & { section: ResumeSection };

function EntriesForm({ section, onClose, onSave, typingAt }: FormProps) {
  const [label, setLabel] = useState(section.label);
  return (
    <Stack gap="md">
      <SectionNameField
        typing={typingAt?.('label')}
        value={label}
        onChange={setLabel}
        onBlur={() => onSave(section.id, { label: label.trim() || section.label })}
      />
      <EntriesEditor
        label={section.label}
        entries={section.entries ?? []}
        onChange={(entries) => onSave(section.id, { entries })}
        onDone={() => {
          onSave(section.id, { label: label.trim() || section.label });
          onClose();
        }}
      />
    </Stack>
  );
}

function SectionForm({
  resumeId,
  section,
  nextVariant,
  onClose,
  onSave,
  typingAt,
}: FormProps & { resumeId: string; nextVariant: () => number }) {
  const { t } = useResumesI18n();
  const [label, setLabel] = useState(section.label);
  const [content, setContent] = useState(section.content);
  const [selection, setSelection] = useState<[number, number] | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  // After a toolbar edit, the caret or selection goes where the edit left it.
  useLayoutEffect(() => {
    if (!selection || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(selection[0], selection[1]);
    setSelection(null);
  }, [selection]);

  const apply = (edit: (text: TextEdit) => TextEdit) => {
    const el = area.current;
    if (!el) return;
    const next = edit({ value: content, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd });
    setContent(next.value);
    setSelection([next.selectionStart, next.selectionEnd]);
  };

  const save = () => {
    onSave(section.id, { label: label.trim() || section.label, content });
    onClose();
  };

  return (
    <Stack gap="md">
      <SectionNameField value={label} onChange={setLabel} typing={typingAt?.('label')} />
      <Toolbar role="toolbar" aria-label={t(messages.formatting)} aria-controls={`${section.id}-content`}>
        <Button size="sm" variant="secondary" onClick={() => apply(toggleBullets)}>
          <span aria-hidden="true">•</span> {t(messages.bullets)}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => apply(toggleBold)}>
          <strong>{t(messages.bold)}</strong>
        </Button>
      </Toolbar>
      {typingAt?.('content')}
      <TextArea
        ref={area}
        id={`${section.id}-content`}
        name="content"
        label={t(messages.text)}
        rows={10}
        maxLength={20_000}
        value={content}
        autoFocus
        onChange={(event) => setContent(event.target.value)}
        hint={t(holdsEntries(section.label) ? messages.keptHint : messages.hint)}
      />
      {isSummarySection(section.label) && (
        <RegenerateSummary resumeId={resumeId} text={content} nextVariant={nextVariant} onReplace={setContent} />
      )}
      <Stack gap="xs">
        <PreviewTitle>{t(messages.preview)}</PreviewTitle>
        <Preview>
          <RichText content={content} />
        </Preview>
      </Stack>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t(COMMON_MESSAGES.cancel)}
        </Button>
        <Button onClick={save}>{t(messages.save)}</Button>
      </DialogActions>
    </Stack>
  );
}
