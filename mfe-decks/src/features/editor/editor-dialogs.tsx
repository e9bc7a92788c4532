import type { DeckTheme, FactSheet, Slide, SlideTextField, ThemeId } from '@kuza/contracts';
import { Button, Dialog } from '@kuza/ui';
import { DeckShareDialog } from '../share/deck-share-dialog';
import { AiHelperDialog } from './ai-helper-dialog';
import { ChartDialog } from './chart-dialog';
import type { DeckChanges } from './editor-state';
import { IconDialog } from './icon-dialog';
import { ImageDialog } from './image-dialog';
import { TableDialog } from './table-dialog';
import { TextEditorDialog } from './text-editor-dialog';
import { TeamDialog } from './team-dialog';
import { ThemeDialog } from './theme-dialog';
import { visualChanges } from './visual-changes';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import type { DocumentLanguage } from '@kuza/i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';
import type { SayStarter } from './starter-words';

const MESSAGES = defineMessages({
  deleteTitle: { id: 'decks.editor.delete.title', defaultMessage: 'Delete this slide?' },
  deleteText: {
    id: 'decks.editor.delete.text',
    defaultMessage: '"{title}" will be removed from the deck. Undo brings it back.',
  },
  deleteUntitled: {
    id: 'decks.editor.delete.textUntitled',
    defaultMessage: 'This untitled slide will be removed from the deck. Undo brings it back.',
  },
});

export type EditorDialogState =
  | { kind: 'text'; field: SlideTextField }
  | { kind: 'media' | 'chart' | 'table' | 'team' | 'icon' | 'ai' | 'share' | 'delete' | 'theme' };

export interface EditorDialogsProps {
  dialog: EditorDialogState | null;
  deckId: string;
  slide?: Slide;
  /** The deck's facts: the AI Helper's chips name only what they or the slide say. */
  facts?: FactSheet;
  onClose: () => void;
  onChange: (changes: Partial<Slide>) => void;
  /** An AI Helper rewrite the founder accepted, with the deck's facts and outline when a removed claim was in them. */
  onRewrite: (slide: Slide, deck: DeckChanges) => void;
  onDelete: () => void;
  saveFirst: () => Promise<boolean>;
  /** The deck's slides and theme, for the theme dialog. */
  slides: Slide[];
  theme: DeckTheme;
  onTheme: (id: ThemeId) => void;
  /** The deck's language, chosen beside its theme. */
  language: DocumentLanguage;
  onLanguage: (language: DocumentLanguage) => void;
  /** The words a new chart or table starts with, in the deck's language. */
  starter: SayStarter;
}

/** The dialog the editor has open, mounted only while open so each opening starts fresh. */
export function EditorDialogs({
  dialog,
  deckId,
  slide,
  facts,
  onClose,
  onChange,
  onRewrite,
  onDelete,
  saveFirst,
  slides,
  theme,
  onTheme,
  language,
  onLanguage,
  starter,
}: EditorDialogsProps) {
  const { t } = useI18n();
  if (!dialog) return null;
  if (dialog.kind === 'share') return <DeckShareDialog deckId={deckId} onClose={onClose} />;
  if (dialog.kind === 'theme')
    return (
      <ThemeDialog
        theme={theme}
        firstSlide={slides[0]}
        onPick={onTheme}
        language={language}
        onLanguage={onLanguage}
        onClose={onClose}
      />
    );
  if (!slide) return null;
  const apply = (changes: Partial<Slide>) => {
    onChange(changes);
    onClose();
  };
  switch (dialog.kind) {
    case 'text':
      return (
        <TextEditorDialog slide={slide} field={dialog.field} language={language} onCancel={onClose} onSave={apply} />
      );
    case 'media':
      return (
        <ImageDialog
          initial={slide.media}
          onCancel={onClose}
          onInsert={(media) => apply(visualChanges(slide, { media }))}
        />
      );
    case 'chart':
      return (
        <ChartDialog
          initial={slide.chart}
          starter={starter}
          language={language}
          onCancel={onClose}
          onInsert={(chart) => apply(visualChanges(slide, { chart }))}
        />
      );
    case 'table':
      return (
        <TableDialog
          initial={slide.table}
          starter={starter}
          language={language}
          onCancel={onClose}
          onInsert={(table) => apply(visualChanges(slide, { table }))}
        />
      );
    case 'team':
      return (
        <TeamDialog
          initial={slide.team}
          language={language}
          onCancel={onClose}
          onSave={(team) => apply(visualChanges(slide, { team }))}
        />
      );
    case 'icon':
      return <IconDialog current={slide.icon} onCancel={onClose} onPick={(icon) => apply({ icon })} />;
    case 'ai':
      return (
        <AiHelperDialog
          deckId={deckId}
          slide={slide}
          facts={facts}
          saveFirst={saveFirst}
          onCancel={onClose}
          onAccept={(rewritten, changes) => {
            onRewrite(rewritten, changes);
            onClose();
          }}
        />
      );
    case 'delete':
      return (
        <Dialog
          open
          size="sm"
          onClose={onClose}
          title={t(MESSAGES.deleteTitle)}
          description={slide.title ? t(MESSAGES.deleteText, { title: slide.title }) : t(MESSAGES.deleteUntitled)}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t(COMMON_MESSAGES.cancel)}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  onDelete();
                  onClose();
                }}
              >
                {t(COMMON_MESSAGES.deleteSlide)}
              </Button>
            </>
          }
        />
      );
  }
}
