import { Button } from '@kuza/ui';
import type { Autosave } from './use-autosave';
import { ExportMenu } from './export-menu';

export interface EditorActionsProps {
  deckId: string;
  autosave: Autosave;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: () => void;
  onShare: () => void;
}

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = mac ? '⌘' : 'Ctrl+';

/** The deck-wide actions in the editor's bar: Undo, Redo, Preview, Save, Share and Export. */
export function EditorActions(props: EditorActionsProps) {
  const { deckId, autosave, canUndo, canRedo, onUndo, onRedo, onPreview, onShare } = props;
  return (
    <>
      <Button size="sm" variant="ghost" disabled={!canUndo} onClick={onUndo} title={`Undo (${mod}Z)`}>
        Undo
      </Button>
      <Button size="sm" variant="ghost" disabled={!canRedo} onClick={onRedo} title={`Redo (${mod}Shift+Z)`}>
        Redo
      </Button>
      <Button size="sm" variant="secondary" onClick={onPreview}>
        Preview
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void autosave.saveNow()}
        disabled={autosave.status === 'conflict'}
      >
        Save
      </Button>
      <Button size="sm" variant="secondary" onClick={onShare}>
        Share
      </Button>
      <ExportMenu deckId={deckId} unsaved={autosave.status !== 'saved'} saveFirst={autosave.saveNow} />
    </>
  );
}
