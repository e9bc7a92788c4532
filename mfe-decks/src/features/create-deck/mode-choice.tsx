import type { DeckCreationMode } from '@kuza/contracts';
import { CreationModeChoice } from '@kuza/app';

const TEXTS = {
  ai: 'Answer a few questions; Kuza drafts the outline with your onboarding answers.',
  paste: 'Paste notes, a memo or an old deck’s text.',
  import: 'Bring a .pptx or .pdf deck, from your computer or a link.',
};

/** The three ways to start a deck (product.md §2); 'Start with AI' is the recommended one. */
export function ModeChoice({ onChoose }: { onChoose: (mode: DeckCreationMode) => void }) {
  return <CreationModeChoice label="How do you want to start?" texts={TEXTS} onChoose={onChoose} />;
}
