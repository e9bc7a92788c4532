import { expect, type Page } from '@playwright/test';
import { Translations, type Locale, type MessageValues } from '@kuza/i18n';
import { allCatalogs } from '@kuza/i18n/catalog-files';

/**
 * What the site says in a language, found through the catalogs: a browser test names an element by its English
 * words and gets them as `locale` reads them, so the test survives any translation.
 */
export function wordsIn(locale: Locale) {
  const english = allCatalogs('en');
  const translations = new Translations();
  translations.add(locale, allCatalogs(locale));
  translations.add('en', english);
  /**
   * `text` (an English message, `{placeholders}` included, or a message id where the English is said two ways) as
   * `locale` says it. Throws on unknown or ambiguous words.
   */
  return (text: string, values?: MessageValues): string => {
    const ids = Object.hasOwn(english, text) ? [text] : Object.keys(english).filter((id) => english[id] === text);
    if (ids.length === 0) throw new Error(`no catalog says "${text}"`);
    const said = new Set(ids.map((id) => translations.format(locale, { id, defaultMessage: english[id]! }, values)));
    if (said.size > 1) throw new Error(`"${text}" reads ${[...said].map((s) => `"${s}"`).join(' or ')} in ${locale}`);
    return [...said][0]!;
  };
}

/**
 * The catalogs' English sentences a page shows in `locale` where that language has words of its own: what did not go
 * through the catalogs, or was said in the wrong language. Only messages of two words or more without placeholders
 * are looked for (a single word such as "Email" may be the founder's own).
 */
function englishSentences(locale: Locale): string[] {
  const english = allCatalogs('en');
  const target = allCatalogs(locale);
  return Object.entries(english)
    .filter(([id, text]) => !/[{<]/.test(text) && /\p{L}+\s+\p{L}+/u.test(text) && target[id] !== undefined)
    .filter(([id, text]) => !target[id]!.includes(text))
    .map(([, text]) => text);
}

/**
 * Fails on any of the catalogs' English sentences the page shows in `locale`. `outside`: a selector of parts whose
 * words are not the page's to say (a deck written in another language than the page's).
 */
export async function expectNoEnglishOn(page: Page, locale: Locale, outside?: string): Promise<void> {
  const shown = await page.evaluate((skip) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(['script', 'style', ...(skip ? [skip] : [])].join(', '))) continue;
      if (parent.checkVisibility()) texts.push(node.textContent ?? '');
    }
    return texts.join('\n');
  }, outside);
  const sentences = englishSentences(locale);
  expect(sentences.filter((sentence) => shown.includes(sentence))).toEqual([]);
}
