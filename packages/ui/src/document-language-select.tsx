import { DOCUMENT_LANGUAGES, isDocumentLanguage, LOCALE_NAMES, type DocumentLanguage } from '@kuza/i18n';
import { SelectField } from './select-field';

export interface DocumentLanguageSelectProps {
  /** The field's label, in the page's language ('Language of the deck'). */
  label: string;
  hint?: string;
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
}

/**
 * The language a deck or a resume is written in, among those its files draw, each named in itself (as someone
 * who reads that language looks for it).
 */
export function DocumentLanguageSelect({ label, hint, value, onChange }: DocumentLanguageSelectProps) {
  return (
    <SelectField
      name="language"
      label={label}
      hint={hint}
      value={value}
      onChange={(event) => isDocumentLanguage(event.target.value) && onChange(event.target.value)}
    >
      {DOCUMENT_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LOCALE_NAMES[language]}
        </option>
      ))}
    </SelectField>
  );
}
