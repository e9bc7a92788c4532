import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { RuleSetRule } from 'webpack';
import { browserAliases, moduleRules } from './webpack-config';

/** The rules of the build that a file goes through, by its path. */
function rulesFor(file: string): RuleSetRule[] {
  return moduleRules(true).filter((rule) => rule.test instanceof RegExp && rule.test.test(file));
}

/** What the rule's loader makes of a catalog file, as the module's default export. */
function compiledCatalog(rule: RuleSetRule, source: string) {
  const loader = require(rule.use as string) as (source: string) => string;
  const module = loader(source);
  return JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
}

describe('catalogs in the web build', () => {
  it('compiles each language of an app to syntax trees a browser formats without the ICU parser', () => {
    const [rule, ...others] = rulesFor(path.join('mfe-marketing', 'locales', 'fr.json'));
    expect(others).toEqual([]);
    expect(rule!.type).toBe('javascript/auto');
    const catalog = compiledCatalog(
      rule!,
      JSON.stringify({ 'x.joined': '{count, plural, one {# fondateur inscrit} other {# fondateurs inscrits}}' }),
    );
    const parserless = browserAliases()['@formatjs/icu-messageformat-parser$']!;
    const { parse } = require(parserless) as { parse: (text: string) => unknown };
    expect(() => parse('{count, plural, other {#}}')).toThrow();
    const format = new IntlMessageFormat(catalog['x.joined'] as never, 'fr');
    expect(format.format({ count: 1240 })).toBe('1\u202f240 fondateurs inscrits');
  });

  it('leaves every other JSON file alone', () => {
    expect(rulesFor(path.join('mfe-marketing', 'src', 'content', 'sample.json'))).toEqual([]);
    expect(rulesFor(path.join('packages', 'i18n', 'package.json'))).toEqual([]);
  });
});
