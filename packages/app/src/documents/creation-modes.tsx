import { ChoiceCards, type Choice } from '@kuza/ui';

/** The three ways to start a deck or a resume (product.md §2). */
export type CreationMode = 'ai' | 'paste' | 'import';

export interface CreationModeChoiceProps {
  label: string;
  /** What each way does, in the words of the kind of document. */
  texts: Record<CreationMode, string>;
  onChoose: (mode: CreationMode) => void;
  autoFocusFirst?: boolean;
}

/** Start with AI (recommended), Paste or Import File, as three cards. */
export function CreationModeChoice({ texts, ...cards }: CreationModeChoiceProps) {
  const choices: ReadonlyArray<Choice<CreationMode>> = [
    { value: 'ai', title: 'Start with AI', text: texts.ai, recommended: true },
    { value: 'paste', title: 'Paste', text: texts.paste },
    { value: 'import', title: 'Import File', text: texts.import },
  ];
  return <ChoiceCards choices={choices} {...cards} />;
}
