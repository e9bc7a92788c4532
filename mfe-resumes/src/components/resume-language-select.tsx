import { DocumentLanguageSelect } from '@kuza/ui';
import { defineMessages, type DocumentLanguage } from '@kuza/i18n';
import { useResumesI18n } from '../i18n';

const messages = defineMessages({
  language: { id: 'resumes.language.label', defaultMessage: 'Language of the resume' },
  hint: {
    id: 'resumes.language.hint',
    defaultMessage: 'What Kuza writes into the resume (headings, summary, dates, file names) is in this language.',
  },
});

export interface ResumeLanguageSelectProps {
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
  /** The create dialog explains the choice; the editor's bar keeps to its label. */
  withHint?: boolean;
}

/** The resume's language, with its own label and, in the create dialog, why it matters. */
export function ResumeLanguageSelect({ value, onChange, withHint = false }: ResumeLanguageSelectProps) {
  const { t } = useResumesI18n();
  return (
    <DocumentLanguageSelect
      label={t(messages.language)}
      hint={withHint ? t(messages.hint) : undefined}
      value={value}
      onChange={onChange}
    />
  );
}
