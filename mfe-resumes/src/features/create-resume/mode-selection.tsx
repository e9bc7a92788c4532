import { CreationModeChoice, type CreationMode } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  ai: {
    id: 'resumes.modes.ai',
    defaultMessage: 'Tell us about the founder; Kuza writes the summary and every section.',
  },
  paste: { id: 'resumes.modes.paste', defaultMessage: 'Paste the text of an existing CV or LinkedIn profile.' },
  import: { id: 'resumes.modes.import', defaultMessage: 'Upload a PDF or Word CV (.pdf, .doc, .docx).' },
  label: { id: 'resumes.modes.label', defaultMessage: 'Ways to start' },
});

export type { CreationMode };

/** The three ways to start a resume (product.md §2): Start with AI (recommended), Paste, Import File. */
export function ModeSelection({ onChoose }: { onChoose: (mode: CreationMode) => void }) {
  // Each step change moves focus into the new content: here, the first way to start.
  const { t } = useResumesI18n();
  const texts = { ai: t(messages.ai), paste: t(messages.paste), import: t(messages.import) };
  return <CreationModeChoice label={t(messages.label)} texts={texts} onChoose={onChoose} autoFocusFirst />;
}
