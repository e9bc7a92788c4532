import type { DeckCreationMode } from '@kuza/contracts';
import { CreationModeChoice } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  ai: {
    id: 'decks.create.mode.ai',
    defaultMessage: 'Answer a few questions; Kuza drafts the outline with your onboarding answers.',
  },
  paste: { id: 'decks.create.mode.paste', defaultMessage: 'Paste notes, a memo or an old deck’s text.' },
  import: {
    id: 'decks.create.mode.import',
    defaultMessage: 'Bring a .pptx or .pdf deck, from your computer or a link.',
  },
  label: { id: 'decks.create.mode.label', defaultMessage: 'How do you want to start?' },
});

/** The three ways to start a deck (product.md §2); 'Start with AI' is the recommended one. */
export function ModeChoice({ onChoose }: { onChoose: (mode: DeckCreationMode) => void }) {
  const { t } = useI18n();
  const texts = { ai: t(MESSAGES.ai), paste: t(MESSAGES.paste), import: t(MESSAGES.import) };
  return <CreationModeChoice label={t(MESSAGES.label)} texts={texts} onChoose={onChoose} />;
}
