import { getRuntimeConfig } from '@kuza/store';
import { Button, ExportMenu, UndoButtons, type UndoButtonsProps } from '@kuza/ui';
import { deckExportUrl } from '../decks/api';
import type { Autosave } from './use-autosave';

export interface EditorActionsProps extends Required<UndoButtonsProps> {
  deckId: string;
  autosave: Autosave;
  onPreview: () => void;
  onShare: () => void;
}

const exportItems = (apiUrl: string, deckId: string) => [
  { label: 'Export as PPTX', href: deckExportUrl(apiUrl, deckId, 'pptx') },
  { label: 'Export as PDF', href: deckExportUrl(apiUrl, deckId, 'pdf') },
  { label: 'PDF with speaker notes', href: deckExportUrl(apiUrl, deckId, 'pdf', true) },
];

/** The deck-wide actions in the editor's bar: Undo, Redo, Preview, Save, Share and Export. */
export function EditorActions(props: EditorActionsProps) {
  const { deckId, autosave, canUndo, canRedo, onUndo, onRedo, onPreview, onShare } = props;
  return (
    <>
      <UndoButtons canUndo={canUndo} onUndo={onUndo} canRedo={canRedo} onRedo={onRedo} />
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
      <ExportMenu
        items={exportItems(getRuntimeConfig().apiUrl, deckId)}
        unsaved={autosave.status !== 'saved'}
        saveFirst={autosave.saveNow}
        saveFailedMessage="Your latest changes are not saved yet, so the export would miss them. Try again once saved."
      />
    </>
  );
}
