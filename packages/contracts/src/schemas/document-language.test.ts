import fc from 'fast-check';
import { DOCUMENT_LANGUAGES, localeDirection, SUPPORTED_LOCALES } from '@kuza/i18n';
import { documentLanguage } from './document';

describe('the language a deck or a resume is written in', () => {
  it('is one the exports draw: never Arabic, whose PDF would show boxes until they shape it', () => {
    expect(documentLanguage().isValidSync('ar')).toBe(false);
    for (const language of DOCUMENT_LANGUAGES) expect(documentLanguage().isValidSync(language)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(documentLanguage().isValidSync(text)).toBe((DOCUMENT_LANGUAGES as readonly string[]).includes(text));
      }),
    );
  });

  it('is a language the site speaks, written left to right', () => {
    for (const language of DOCUMENT_LANGUAGES) {
      expect(SUPPORTED_LOCALES).toContain(language);
      expect(localeDirection(language)).toBe('ltr');
    }
  });
});
