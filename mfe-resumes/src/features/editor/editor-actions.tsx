import { Button } from '@kuza/ui';
import { ExportMenu } from './export-menu';
import type { SaveStatus } from './use-autosave';

export interface EditorActionsProps {
  resumeId: string;
  status: SaveStatus;
  canUndo: boolean;
  onUndo: () => void;
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
      <Button
        size="sm"
        variant="ghost"
        onClick={onUndo}
        disabled={!canUndo}
        title="Undo (Ctrl+Z)"
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </Button>
      <Button size="sm" variant="secondary" onClick={onSave} loading={status === 'saving'} loadingLabel="Saving">
        Save
      </Button>
      <Button size="sm" variant="secondary" onClick={onShare}>
        Share
      </Button>
      <ExportMenu resumeId={resumeId} beforeExport={flush} hasPendingChanges={status !== 'saved'} />
    </>
  );
}
