import fc from 'fast-check';
import { DOCUMENT_LANGUAGES } from '@kuza/i18n';
import { documentLanguageOf } from '../src/modules/ai/text/language';

describe('the language a new deck or resume is written in', () => {
  it('is Arabic for an Arabic page or account, now that the exports draw it', () => {
    expect(documentLanguageOf({ chosen: 'ar' })).toBe('ar');
    expect(documentLanguageOf({ account: 'ar' })).toBe('ar');
    expect(documentLanguageOf({ chosen: 'fr', account: 'ar' })).toBe('fr');
  });

  it('is Arabic for a pasted text written mostly in Arabic letters, Latin names and figures inside it or not', () => {
    const arabic = fc.constantFrom('نحن', 'نبني', 'غرف', 'تبريد', 'للمزارعين', 'في', 'مصر', 'والمغرب', 'مليون');
    const latin = fc.constantFrom('Kuza', 'SokoFresh', 'M-Pesa', 'CEO', '1.2', '60%', '2026');
    fc.assert(
      fc.property(
        fc.array(arabic, { minLength: 4, maxLength: 30 }),
        fc.array(latin, { maxLength: 2 }),
        (words, names) => {
          // Mostly Arabic: more Arabic letters than Latin ones ('في نحن Kuza SokoFresh' is not).
          const count = (script: RegExp) => [...words, ...names].join('').match(script)?.length ?? 0;
          fc.pre(count(/\p{Script=Arabic}/gu) > count(/\p{Script=Latin}/gu));
          expect(documentLanguageOf({ text: [...words, ...names].join(' '), chosen: 'en' })).toBe('ar');
        },
      ),
    );
    expect(documentLanguageOf({ text: 'We build cold rooms for farmers in Egypt (مصر).', chosen: 'ar' })).toBe('en');
  });

  it('is always a language the exports draw, whatever is chosen or set on the account', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string()), (chosen, account) => {
        expect(DOCUMENT_LANGUAGES).toContain(documentLanguageOf({ chosen, account }));
      }),
    );
  });
});
