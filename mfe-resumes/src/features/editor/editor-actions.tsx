import { getRuntimeConfig } from '@kuza/store';
import { Button, ExportMenu, UndoButtons, type UndoButtonsProps } from '@kuza/ui';
import { resumeExportUrl } from '../resumes/api';
import type { SaveStatus } from './use-autosave';

const exportItems = (apiUrl: string, resumeId: string) => [
  { label: 'Export as Word (.docx)', href: resumeExportUrl(apiUrl, resumeId, 'docx') },
  { label: 'Export as PDF', href: resumeExportUrl(apiUrl, resumeId, 'pdf') },
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
      <Button size="sm" variant="secondary" onClick={onSave} loading={status === 'saving'} loadingLabel="Saving">
        Save
      </Button>
      <Button size="sm" variant="secondary" onClick={onShare}>
        Share
      </Button>
      <ExportMenu
        items={exportItems(getRuntimeConfig().apiUrl, resumeId)}
        unsaved={status !== 'saved'}
        saveFirst={flush}
      />
    </>
  );
}
