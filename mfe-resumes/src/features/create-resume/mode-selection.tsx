import { ChoiceCards, type Choice } from '@kuza/ui';

export type CreationMode = 'ai' | 'paste' | 'import';

const MODES: ReadonlyArray<Choice<CreationMode>> = [
  {
    value: 'ai',
    title: 'Start with AI',
    text: 'Tell us about the founder; Kuza writes the summary and every section.',
    recommended: true,
  },
  { value: 'paste', title: 'Paste', text: 'Paste the text of an existing CV or LinkedIn profile.' },
  { value: 'import', title: 'Import File', text: 'Upload a PDF or Word CV (.pdf, .doc, .docx).' },
];

/** The three ways to start a resume (product.md §2): Start with AI (recommended), Paste, Import File. */
export function ModeSelection({ onChoose }: { onChoose: (mode: CreationMode) => void }) {
  // Each step change moves focus into the new content: here, the first way to start.
  return <ChoiceCards label="Ways to start" choices={MODES} onChoose={onChoose} autoFocusFirst />;
}
