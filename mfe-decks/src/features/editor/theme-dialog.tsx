import type { DeckTheme, Slide, ThemeId } from '@kuza/contracts';
import { Button, Dialog, DocumentLanguageSelect } from '@kuza/ui';
import { ThemePicker } from '../preview/theme-picker';
import { defineMessages, type DocumentLanguage } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  title: { id: 'decks.editor.theme.title', defaultMessage: 'Deck theme' },
  description: {
    id: 'decks.editor.theme.description',
    defaultMessage: 'Fonts, colours and background for every slide. Your content stays as it is.',
  },
  done: { id: 'decks.editor.theme.done', defaultMessage: 'Done' },
  choose: { id: 'decks.editor.theme.choose', defaultMessage: 'Choose a theme' },
  language: { id: 'decks.editor.theme.language', defaultMessage: 'Language of the deck' },
  languageHint: {
    id: 'decks.editor.theme.languageHint',
    defaultMessage: 'What Kuza adds to the deck (titles, questions, notes, file names) is written in it.',
  },
});

export interface ThemeDialogProps {
  theme: DeckTheme;
  /** The deck's first slide is drawn in every theme. */
  firstSlide?: Slide;
  onPick: (id: ThemeId) => void;
  language: DocumentLanguage;
  onLanguage: (language: DocumentLanguage) => void;
  onClose: () => void;
}

/**
 * The deck's theme, applied as soon as one is picked: every slide is laid out again in its fonts
 * and colours behind the dialog, and the change is autosaved like any edit.
 */
export function ThemeDialog({ theme, firstSlide, onPick, language, onLanguage, onClose }: ThemeDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(MESSAGES.title)}
      description={t(MESSAGES.description)}
      footer={<Button onClick={onClose}>{t(MESSAGES.done)}</Button>}
    >
      <ThemePicker
        value={theme.id}
        onChange={onPick}
        sample={firstSlide}
        language={language}
        legend={t(MESSAGES.choose)}
      />
      <DocumentLanguageSelect
        label={t(MESSAGES.language)}
        hint={t(MESSAGES.languageHint)}
        value={language}
        onChange={onLanguage}
      />
    </Dialog>
  );
}
