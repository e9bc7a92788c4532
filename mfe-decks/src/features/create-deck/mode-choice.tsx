import type { DeckCreationMode } from '@kuza/contracts';
import { ChoiceCards, type Choice } from '@kuza/ui';

const MODES: ReadonlyArray<Choice<DeckCreationMode>> = [
  {
    value: 'ai',
    title: 'Start with AI',
    text: 'Answer a few questions; Kuza drafts the outline with your onboarding answers.',
    recommended: true,
  },
  { value: 'paste', title: 'Paste', text: 'Paste notes, a memo or an old deck’s text.' },
  { value: 'import', title: 'Import File', text: 'Bring a .pptx or .pdf deck, from your computer or a link.' },
];

/** The three ways to start a deck (product.md §2); 'Start with AI' is the recommended one. */
export function ModeChoice({ onChoose }: { onChoose: (mode: DeckCreationMode) => void }) {
  return <ChoiceCards label="How do you want to start?" choices={MODES} onChoose={onChoose} />;
}
