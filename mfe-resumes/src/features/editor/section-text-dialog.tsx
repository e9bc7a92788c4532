import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { holdsEntries, type ResumeSection } from '@kuza/contracts';
import { Button, Dialog, DialogActions, Stack, TextArea, TextField } from '@kuza/ui';
import { RichText } from '@kuza/ui/shared-resume';
import { toggleBold, toggleBullets, type TextEdit } from '../../lib/text-format';
import { EntriesEditor } from './entries-editor';
import { isSummarySection, MAX_SECTION_LABEL } from './editor-model';
import { RegenerateSummary } from './regenerate-summary';

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

const TEXT_HINT = "A blank line starts a new paragraph, a line starting with '- ' is a bullet, and **text** is bold.";

const PreviewTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SectionTextDialogProps {
  resumeId: string;
  section: ResumeSection | null;
  onClose: () => void;
  onSave: (id: string, patch: Partial<Pick<ResumeSection, 'label' | 'content' | 'entries'>>) => void;
}

/**
 * 'Text Editor': a section's name and text, with Bullet list and Bold buttons that write the
 * format; for a section of entries (Experience, Education), its name and its entries.
 */
export function SectionTextDialog({ resumeId, section, onClose, onSave }: SectionTextDialogProps) {
  // Counted for the whole editor session, so a summary regenerated after reopening is another take still.
  const variant = useRef(0);
  const nextVariant = useCallback(() => (variant.current += 1), []);
  return (
    <Dialog open={!!section} onClose={onClose} title={section?.entries ? section.label : 'Text Editor'} size="lg">
      {section?.entries ? (
        <EntriesForm key={section.id} section={section} onClose={onClose} onSave={onSave} />
      ) : (
        section && (
          <SectionForm
            key={section.id}
            resumeId={resumeId}
            section={section}
            nextVariant={nextVariant}
            onClose={onClose}
            onSave={onSave}
          />
        )
      )}
    </Dialog>
  );
}

/** The section's name field, the same in both forms. */
function SectionNameField({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <TextField
      label="Section name"
      name="label"
      value={value}
      maxLength={MAX_SECTION_LABEL}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

/** The name applies when the field is left; each entry change is saved as it is made. */
type FormProps = Omit<SectionTextDialogProps, 'resumeId'> & { section: ResumeSection };

function EntriesForm({ section, onClose, onSave }: FormProps) {
  const [label, setLabel] = useState(section.label);
  return (
    <Stack gap="md">
      <SectionNameField
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
}: FormProps & { resumeId: string; nextVariant: () => number }) {
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
      <SectionNameField value={label} onChange={setLabel} />
      <Toolbar role="toolbar" aria-label="Formatting" aria-controls={`${section.id}-content`}>
        <Button size="sm" variant="secondary" onClick={() => apply(toggleBullets)}>
          <span aria-hidden="true">•</span> Bullet list
        </Button>
        <Button size="sm" variant="secondary" onClick={() => apply(toggleBold)}>
          <strong>Bold</strong>
        </Button>
      </Toolbar>
      <TextArea
        ref={area}
        id={`${section.id}-content`}
        name="content"
        label="Section text"
        rows={10}
        maxLength={20_000}
        value={content}
        autoFocus
        onChange={(event) => setContent(event.target.value)}
        hint={
          holdsEntries(section.label)
            ? `${TEXT_HINT} This section is kept as written because some of its lines do not read as entries; lines such as 'Data Analyst, Safaricom (2014 – present)' with bullets below open as entry fields the next time this resume is opened.`
            : TEXT_HINT
        }
      />
      {isSummarySection(section.label) && (
        <RegenerateSummary resumeId={resumeId} text={content} nextVariant={nextVariant} onReplace={setContent} />
      )}
      <Stack gap="xs">
        <PreviewTitle>Preview</PreviewTitle>
        <Preview>
          <RichText content={content} />
        </Preview>
      </Stack>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save}>Save Changes</Button>
      </DialogActions>
    </Stack>
  );
}
