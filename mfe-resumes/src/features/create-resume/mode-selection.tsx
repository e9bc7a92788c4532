import { CreationModeChoice, type CreationMode } from '@kuza/app';

export type { CreationMode };

const TEXTS = {
  ai: 'Tell us about the founder; Kuza writes the summary and every section.',
  paste: 'Paste the text of an existing CV or LinkedIn profile.',
  import: 'Upload a PDF or Word CV (.pdf, .doc, .docx).',
};

/** The three ways to start a resume (product.md §2): Start with AI (recommended), Paste, Import File. */
export function ModeSelection({ onChoose }: { onChoose: (mode: CreationMode) => void }) {
  // Each step change moves focus into the new content: here, the first way to start.
  return <CreationModeChoice label="Ways to start" texts={TEXTS} onChoose={onChoose} autoFocusFirst />;
}
