import { SaveShareExport } from '@kuza/app';
import { Button, UndoButtons, type UndoButtonsProps } from '@kuza/ui';
import type { SaveStatus } from './use-autosave';

const EXPORTS = [
  { label: 'Export as Word (.docx)', query: 'format=docx' },
  { label: 'Export as PDF', query: 'format=pdf' },
];

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
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onPhoto}>
        Profile image
      </Button>
      <UndoButtons canUndo={canUndo} onUndo={onUndo} />
      <SaveShareExport
        kind="resume"
        documentId={resumeId}
        onSave={onSave}
        saving={status === 'saving'}
        onShare={onShare}
        exports={EXPORTS}
        unsaved={status !== 'saved'}
        saveFirst={flush}
      />
    </>
  );
}
