import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { catalogProblems, catalogWorkspaces, extractCatalog, readCatalog } from './catalogs';

describe('catalogs', () => {
  // One test a workspace: each extraction is timed on its own.
  it.each(catalogWorkspaces())(
    '%s: its catalogs hold every message its code declares, in every language, with the same arguments',
    async (workspace) => {
      const declared = await extractCatalog(workspace);
      expect(catalogProblems(workspace, declared, (locale) => readCatalog(workspace, locale))).toEqual([]);
    },
  );

  it('extracts the English a workspace’s code declares with defineMessages, leaving tests out', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-extract-'));
    try {
      fs.mkdirSync(path.join(root, 'mfe-x/src/__tests__'), { recursive: true });
      fs.mkdirSync(path.join(root, 'mfe-x/locales'));
      fs.mkdirSync(path.join(root, 'packages'));
      fs.writeFileSync(
        path.join(root, 'mfe-x/src/page.tsx'),
        `import { defineMessages } from '@kuza/i18n';
         export const messages = defineMessages({
           title: { id: 'x.title', defaultMessage: 'Your decks' },
           count: { id: 'x.count', defaultMessage: '{count, plural, one {# deck} other {# decks}}' },
         });`,
      );
      fs.writeFileSync(
        path.join(root, 'mfe-x/src/__tests__/page.test.tsx'),
        `defineMessages({ t: { id: 'x.test', defaultMessage: 'Not a user string' } });`,
      );
      expect(catalogWorkspaces(root)).toEqual(['mfe-x']);
      expect(await extractCatalog('mfe-x', root)).toEqual({
        'x.count': '{count, plural, one {# deck} other {# decks}}',
        'x.title': 'Your decks',
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('names each missing, dropped, broken or mismatched translation', () => {
    const declared = { 'x.hello': 'Hello {name}', 'x.count': '{n, plural, one {# deck} other {# decks}}' };
    const files: Record<string, Record<string, string>> = {
      en: declared,
      fr: { 'x.hello': 'Bonjour {nom}', 'x.gone': 'Parti' },
      pt: { 'x.hello': 'Olá {name', 'x.count': '{n, plural, one {# apresentação} other {# apresentações}}' },
      ar: {},
    };
    expect(catalogProblems('ws', declared, (locale) => files[locale])).toEqual([
      'ws/locales/fr.json: "x.hello" uses {nom} where English uses {name}',
      'ws/locales/fr.json misses "x.count"',
      'ws/locales/fr.json keeps "x.gone", which the code no longer declares',
      'ws/locales/pt.json: "x.hello" is not a valid ICU message',
      'ws/locales/ar.json misses "x.hello"',
      'ws/locales/ar.json misses "x.count"',
    ]);
  });

  it('finds no problem in catalogs that match, whatever the messages', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]+\.[a-z]+$/), fc.stringMatching(/^[A-Za-z ]*$/)),
        (declared) => {
          expect(catalogProblems('ws', declared, () => declared)).toEqual([]);
        },
      ),
    );
  });
});
