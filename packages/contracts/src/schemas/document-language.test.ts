import fc from 'fast-check';
import { DOCUMENT_LANGUAGES, localeDirection, SUPPORTED_LOCALES } from '@kuza/i18n';
import { documentLanguage } from './document';

describe('the language a deck or a resume is written in', () => {
  it('is one the exports draw (Arabic too, shaped and right to left), nothing else', () => {
    for (const language of DOCUMENT_LANGUAGES) expect(documentLanguage().isValidSync(language)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(documentLanguage().isValidSync(text)).toBe((DOCUMENT_LANGUAGES as readonly string[]).includes(text));
      }),
    );
  });

  it('is a language the site speaks; Arabic, written right to left, among them', () => {
    for (const language of DOCUMENT_LANGUAGES) expect(SUPPORTED_LOCALES).toContain(language);
    expect(DOCUMENT_LANGUAGES.filter((language) => localeDirection(language) === 'rtl')).toEqual(['ar']);
  });
});
