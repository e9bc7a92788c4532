import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type MessageValues } from '@kuza/i18n';
import { argumentsOf } from '@kuza/i18n/tools';
import { translations } from '../src/lib/i18n';

/** Every message the API says: its own and the contracts' (rules and refusals), as the code declares them. */
const CATALOGS = [path.join(__dirname, '../locales'), path.join(__dirname, '../../packages/contracts/locales')];
const declared: Array<[id: string, english: string]> = CATALOGS.flatMap((folder) =>
  Object.entries(
    JSON.parse(fs.readFileSync(path.join(folder, `${DEFAULT_LOCALE}.json`), 'utf8')) as Record<string, string>,
  ),
);

/** How a message uses an argument: a count (plural, number), a choice of wording (select), or words to say. */
function kindOf(english: string, name: string): 'count' | 'choice' | 'words' {
  const used = new RegExp(`\\{\\s*${name}\\s*,\\s*(\\w+)`).exec(english)?.[1];
  if (used === 'plural' || used === 'selectordinal' || used === 'number') return 'count';
  return used === 'select' ? 'choice' : 'words';
}

describe('every message the API says, in every language', () => {
  it('declares messages to say', () => {
    expect(declared.length).toBeGreaterThan(100);
  });

  it('is never an id nor empty, and keeps every value it is given', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{2,11}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...declared),
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.array(word, { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 2, max: 99 }),
        ([id, english], locale, words, count) => {
          const names = argumentsOf(english);
          const values: MessageValues = Object.fromEntries(
            names.map((name, index) => [
              name,
              kindOf(english, name) === 'count' ? count : `${words[index % words.length]}${index}`,
            ]),
          );
          const said = translations.format(locale, { id, defaultMessage: english }, values);
          expect(said.trim()).not.toBe('');
          expect(said).not.toBe(id);
          expect(said).not.toMatch(/\{\s*\w+\s*\}/);
          // A choice picks the wording (its `other` case here) and is not itself said.
          for (const name of names.filter((name) => kindOf(english, name) !== 'choice')) {
            expect(said).toContain(String(values[name]));
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('has French and Portuguese for every message', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(declared.filter(([id]) => !translations.has(locale, id)).map(([id]) => id)).toEqual([]);
    }
  });
});
