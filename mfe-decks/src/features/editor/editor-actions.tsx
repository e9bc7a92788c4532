import { SaveShareExport } from '@kuza/app';
import { deckApplicationsPath, type ThemeRef } from '@kuza/contracts';
import { Button, ButtonLink, UndoButtons, type UndoButtonsProps } from '@kuza/ui';
import { PptxFonts } from './pptx-fonts';
import type { Autosave } from './use-autosave';

export interface EditorActionsProps extends Required<UndoButtonsProps> {
  deckId: string;
  autosave: Autosave;
  onPreview: () => void;
  onShare: () => void;
  /** The deck's theme: the fonts its PowerPoint file names. */
  theme: ThemeRef;
}

const EXPORTS = [
  { label: 'Export as PPTX', query: 'format=pptx' },
  { label: 'Export as PDF', query: 'format=pdf' },
  { label: 'PDF with speaker notes', query: 'format=pdf&notes=1' },
];

/** The deck-wide actions in the editor's bar: Undo, Redo, Preview, Applications, Save, Share and Export. */
export function EditorActions(props: EditorActionsProps) {
  const { deckId, autosave, canUndo, canRedo, onUndo, onRedo, onPreview, onShare, theme } = props;
  return (
    <>
      <UndoButtons canUndo={canUndo} onUndo={onUndo} canRedo={canRedo} onRedo={onRedo} />
      <Button size="sm" variant="secondary" onClick={onPreview}>
        Preview
      </Button>
      <ButtonLink size="sm" variant="secondary" to={deckApplicationsPath(deckId)}>
        Applications
      </ButtonLink>
      <SaveShareExport
        kind="deck"
        documentId={deckId}
        onSave={() => void autosave.saveNow()}
        saveDisabled={autosave.status === 'conflict'}
        onShare={onShare}
        exports={EXPORTS}
        unsaved={autosave.status !== 'saved'}
        saveFirst={autosave.saveNow}
        saveFailedMessage="Your latest changes are not saved yet, so the export would miss them. Try again once saved."
      />
      <PptxFonts theme={theme} />
    </>
  );
}
