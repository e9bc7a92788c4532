import { ChoiceCards, type Choice } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  ai: { id: 'app.creation.ai', defaultMessage: 'Start with AI' },
  paste: { id: 'app.creation.paste', defaultMessage: 'Paste' },
  importFile: { id: 'app.creation.import', defaultMessage: 'Import File' },
});

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
  const { t } = useI18n();
  const choices: ReadonlyArray<Choice<CreationMode>> = [
    { value: 'ai', title: t(messages.ai), text: texts.ai, recommended: true },
    { value: 'paste', title: t(messages.paste), text: texts.paste },
    { value: 'import', title: t(messages.importFile), text: texts.import },
  ];
  return <ChoiceCards choices={choices} {...cards} />;
}
