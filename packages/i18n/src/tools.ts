import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The names of an ICU message's `{arguments}` (inside plurals, selects and tags too), sorted. Throws on bad syntax. */
export function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

/** The ICU parser the translation layer formats with (tests build pseudo-locale catalogs with it). */
export { parse as parseMessage, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
