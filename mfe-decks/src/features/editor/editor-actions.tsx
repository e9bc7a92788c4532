import { SaveShareExport } from '@kuza/app';
import { deckApplicationsPath, type ThemeRef } from '@kuza/contracts';
import { Button, ButtonLink, UndoButtons, type UndoButtonsProps } from '@kuza/ui';
import { PptxFonts } from './pptx-fonts';
import type { Autosave } from './use-autosave';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  pptx: { id: 'decks.editor.export.pptx', defaultMessage: 'Export as PPTX' },
  pdf: { id: 'decks.editor.export.pdf', defaultMessage: 'Export as PDF' },
  pdfNotes: { id: 'decks.editor.export.pdfNotes', defaultMessage: 'PDF with speaker notes' },
  preview: { id: 'decks.editor.preview', defaultMessage: 'Preview' },
  applications: { id: 'decks.editor.applications', defaultMessage: 'Applications' },
  saveFailed: {
    id: 'decks.editor.export.saveFailed',
    defaultMessage: 'Your latest changes are not saved yet, so the export would miss them. Try again once saved.',
  },
});

export interface EditorActionsProps extends Required<UndoButtonsProps> {
  deckId: string;
  autosave: Autosave;
  onPreview: () => void;
  onShare: () => void;
  /** The deck's theme: the fonts its PowerPoint file names. */
  theme: ThemeRef;
}

/** The deck-wide actions in the editor's bar: Undo, Redo, Preview, Applications, Save, Share and Export. */
export function EditorActions(props: EditorActionsProps) {
  const { deckId, autosave, canUndo, canRedo, onUndo, onRedo, onPreview, onShare, theme } = props;
  const { t } = useI18n();
  const exports = [
    { label: t(MESSAGES.pptx), query: 'format=pptx' },
    { label: t(MESSAGES.pdf), query: 'format=pdf' },
    { label: t(MESSAGES.pdfNotes), query: 'format=pdf&notes=1' },
  ];
  return (
    <>
      <UndoButtons canUndo={canUndo} onUndo={onUndo} canRedo={canRedo} onRedo={onRedo} />
      <Button size="sm" variant="secondary" onClick={onPreview}>
        {t(MESSAGES.preview)}
      </Button>
      <ButtonLink size="sm" variant="secondary" to={deckApplicationsPath(deckId)}>
        {t(MESSAGES.applications)}
      </ButtonLink>
      <SaveShareExport
        kind="deck"
        documentId={deckId}
        onSave={() => void autosave.saveNow()}
        saveDisabled={autosave.status === 'conflict'}
        onShare={onShare}
        exports={exports}
        unsaved={autosave.status !== 'saved'}
        saveFirst={autosave.saveNow}
        saveFailedMessage={t(MESSAGES.saveFailed)}
      />
      <PptxFonts theme={theme} />
    </>
  );
}
