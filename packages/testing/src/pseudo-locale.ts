import { i18n, type Catalog, type Locale } from '@kuza/i18n';
import { parseMessage, TYPE, type MessageFormatElement } from '@kuza/i18n/tools';

/** Marks around every message said in the pseudo-locale: text outside them did not come from a catalog. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
};

/** The message's own words with accented vowels; its arguments, plurals and tags keep their structure. */
function accent(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) {
      return { ...element, value: element.value.replace(/[aeiouAEIOU]/g, (vowel) => ACCENTED[vowel]!) };
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accent(option.value) }]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: accent(element.children) };
    return element;
  });
}

/** One message of the pseudo-locale: '⟦Jóín thé wáítlíst⟧', as a syntax tree the translation layer says as is. */
export function pseudoMessage(text: string): MessageFormatElement[] {
  return [
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...accent(parseMessage(text)),
    { type: TYPE.literal, value: PSEUDO_CLOSE },
  ];
}

export function pseudoCatalog(catalog: Readonly<Record<string, string>>): Catalog {
  return Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, pseudoMessage(text)]));
}

/**
 * Switches the page's translations to the pseudo-locale: every message of `catalogs` (English catalogs, as
 * `npm run i18n` extracts them) is said marked and accented, in place of `slot`'s own catalog. Run it in a test
 * file of its own: the page's one translation layer keeps it until the file ends.
 */
export async function speakPseudoLocale(
  catalogs: ReadonlyArray<Readonly<Record<string, string>>>,
  slot: Locale = 'fr',
) {
  await i18n.setLocale(slot);
  for (const catalog of catalogs) i18n.translations.add(slot, pseudoCatalog(catalog));
}

/** Text that strips every marked message out of `text` (messages inside messages too): what is left came from no catalog. */
export function unmarkedText(text: string): string {
  let depth = 0;
  let left = '';
  for (const character of text) {
    if (character === PSEUDO_OPEN) depth += 1;
    else if (character === PSEUDO_CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0) left += character;
  }
  return left;
}

/** Whether every mark that `text` opens it also closes, and the other way round. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === PSEUDO_OPEN) depth += 1;
    else if (character === PSEUDO_CLOSE && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The words on screen under `root` that came from no catalog: text nodes and the names a screen reader says
 * (aria-label, placeholder, alt, title), each stripped of its marked messages, minus `allowed` words (a brand, a
 * language's own name). Figures and punctuation alone do not count. A message cut around an element ('Made with
 * <a>Kuza</a>, the toolkit…') is read whole, from the closest element that holds both its marks.
 */
export function untranslatedText(root: Element, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  const check = (text: string | null | undefined) => {
    if (!text) return;
    let left = unmarkedText(text);
    for (const word of [...allowed].sort((a, b) => b.length - a.length)) left = left.split(word).join(' ');
    if (/\p{L}/u.test(left)) found.push(text.trim());
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    let holder: Node = node;
    while (!balanced(holder.textContent ?? '') && holder.parentElement && holder !== root)
      holder = holder.parentElement;
    check(holder.textContent);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) check(element.getAttribute(name));
  }
  return [...new Set(found)];
}
