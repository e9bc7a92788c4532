import { SelectField } from '@kuza/ui';
import {
  defineMessages,
  DOCUMENT_LANGUAGES,
  isDocumentLanguage,
  LOCALE_NAMES,
  type DocumentLanguage,
} from '@kuza/i18n';
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

/** The resume's language among those its files draw, each named in itself (as the deck's is in its theme dialog). */
export function ResumeLanguageSelect({ value, onChange, withHint = false }: ResumeLanguageSelectProps) {
  const { t } = useResumesI18n();
  return (
    <SelectField
      name="language"
      label={t(messages.language)}
      hint={withHint ? t(messages.hint) : undefined}
      value={value}
      onChange={(event) => isDocumentLanguage(event.target.value) && onChange(event.target.value)}
    >
      {DOCUMENT_LANGUAGES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
