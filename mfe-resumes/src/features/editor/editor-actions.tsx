import { SaveShareExport } from '@kuza/app';
import { Button, UndoButtons, type UndoButtonsProps } from '@kuza/ui';
import type { SaveStatus } from './use-autosave';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  word: { id: 'resumes.export.word', defaultMessage: 'Export as Word (.docx)' },
  pdf: { id: 'resumes.export.pdf', defaultMessage: 'Export as PDF' },
  photo: { id: 'resumes.editor.photo', defaultMessage: 'Profile image' },
});

export interface EditorActionsProps extends Pick<UndoButtonsProps, 'canUndo' | 'onUndo'> {
  resumeId: string;
  status: SaveStatus;
  onSave: () => void;
  onShare: () => void;
  onPhoto: () => void;
  flush: () => Promise<boolean>;
}

/** The resume's actions in the editor's bar: profile image, Undo, Save, Share and Export. */
export function EditorActions(props: EditorActionsProps) {
  const { resumeId, status, canUndo, onUndo, onSave, onShare, onPhoto, flush } = props;
  const { t } = useResumesI18n();
  const exports = [
    { label: t(messages.word), query: 'format=docx' },
    { label: t(messages.pdf), query: 'format=pdf' },
  ];
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onPhoto}>
        {t(messages.photo)}
      </Button>
      <UndoButtons canUndo={canUndo} onUndo={onUndo} />
      <SaveShareExport
        kind="resume"
        documentId={resumeId}
        onSave={onSave}
        saving={status === 'saving'}
        onShare={onShare}
        exports={exports}
        unsaved={status !== 'saved'}
        saveFirst={flush}
      />
    </>
  );
}
