import type { ResumeTemplate } from '@kuza/contracts';
import { Button } from '@kuza/ui';
import { ExportMenu } from './export-menu';
import { TemplateSwitch } from './template-switch';
import type { SaveStatus } from './use-autosave';

export interface EditorActionsProps {
  resumeId: string;
  template: ResumeTemplate;
  status: SaveStatus;
  canUndo: boolean;
  onTemplate: (template: ResumeTemplate) => void;
  onUndo: () => void;
  onSave: () => void;
  onShare: () => void;
  onPhoto: () => void;
  flush: () => Promise<boolean>;
}

/** The resume's actions in the editor's bar: template, profile image, Undo, Save, Share and Export. */
export function EditorActions(props: EditorActionsProps) {
  const { resumeId, template, status, canUndo, onTemplate, onUndo, onSave, onShare, onPhoto, flush } = props;
  return (
    <>
      <TemplateSwitch value={template} onChange={onTemplate} />
      <Button variant="ghost" onClick={onPhoto}>
        Profile image
      </Button>
      <Button
        variant="ghost"
        onClick={onUndo}
        disabled={!canUndo}
        title="Undo (Ctrl+Z)"
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </Button>
      <Button variant="secondary" onClick={onSave} loading={status === 'saving'} loadingLabel="Saving">
        Save
      </Button>
      <Button variant="secondary" onClick={onShare}>
        Share
      </Button>
      <ExportMenu resumeId={resumeId} beforeExport={flush} hasPendingChanges={status !== 'saved'} />
    </>
  );
}
