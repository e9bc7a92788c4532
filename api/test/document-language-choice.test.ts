import fc from 'fast-check';
import { DOCUMENT_LANGUAGES } from '@kuza/i18n';
import { documentLanguageOf } from '../src/modules/ai/text/language';

describe('the language a new deck or resume is written in', () => {
  it('is English for an Arabic page or account, until the exports draw Arabic', () => {
    expect(documentLanguageOf({ chosen: 'ar' })).toBe('en');
    expect(documentLanguageOf({ account: 'ar' })).toBe('en');
    expect(documentLanguageOf({ chosen: 'ar', account: 'fr' })).toBe('fr');
  });

  it('is always a language the exports draw, whatever is chosen or set on the account', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string()), (chosen, account) => {
        expect(DOCUMENT_LANGUAGES).toContain(documentLanguageOf({ chosen, account }));
      }),
    );
  });
});
