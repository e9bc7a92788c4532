import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { EditorFrame, type EditorFrameProps } from '@kuza/ui';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  title: { id: 'decks.editor.title', defaultMessage: 'Pitch Deck Editor' },
});

/** The deck editor's frame, the same around the editor and around its loading and error states. */
export function DeckEditorFrame(props: Omit<EditorFrameProps, 'back' | 'title'>) {
  const { t } = useI18n();
  return (
    <EditorFrame
      back={{ to: '/pitch-decks', label: t(COMMON_MESSAGES.backToDecks) }}
      title={t(MESSAGES.title)}
      {...props}
    />
  );
}
