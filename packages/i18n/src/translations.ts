import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, intlLocale, localeDirection, type Locale } from './locales';
import type { Catalog, MessageValues, SaidMessage } from './messages';
import { hasRightToLeft } from './text-direction';

type Source = Catalog[string];

/**
 * Every loaded catalog, by language, and the formatting of a message in one of them.
 *
 * A message is said from the reader's catalog, else from the English catalog, else from its English source in the
 * code: a reader never sees an id. Browsers carry no ICU parser (the build precompiles catalogs to syntax trees), so
 * there the English catalog stands in for the source; on the server and in tests the source itself is parsed.
 */
export class Translations {
  private readonly catalogs = new Map<Locale, Record<string, Source>>();
  private readonly formatters = new Map<string, IntlMessageFormat>();
  /** Per formatter, the arguments written into the text as they are (`{name}`), not chosen on (`{kind, select, …}`). */
  private readonly placed = new WeakMap<IntlMessageFormat, ReadonlySet<string>>();

  /** Adds a catalog's messages to its language (one catalog per package or remote; their ids are prefixed by it). */
  add(locale: Locale, catalog: Catalog): void {
    // No prototype: an id such as 'constructor' is a message or nothing, never an inherited function.
    const messages: Record<string, Source> = this.catalogs.get(locale) ?? Object.create(null);
    Object.assign(messages, catalog);
    this.catalogs.set(locale, messages);
    for (const id of Object.keys(catalog)) this.formatters.delete(`${locale}\u0000${id}`);
  }

  /** Whether `locale`'s catalog has its own wording for `id`. */
  has(locale: Locale, id: string): boolean {
    return Object.hasOwn(this.catalogs.get(locale) ?? {}, id);
  }

  /** `message` in `locale`, its placeholders filled from `values`, else from the values it carries. */
  format(locale: Locale, message: SaidMessage, values: MessageValues | undefined = message.values): string {
    const candidates: Array<[Locale, string, Source | undefined]> = [
      [locale, `${locale}\u0000${message.id}`, this.catalogs.get(locale)?.[message.id]],
      [DEFAULT_LOCALE, `${DEFAULT_LOCALE}\u0000${message.id}`, this.catalogs.get(DEFAULT_LOCALE)?.[message.id]],
      [DEFAULT_LOCALE, `\u0001${message.id}`, message.defaultMessage],
    ];
    for (const [language, key, source] of candidates) {
      if (source === undefined) continue;
      const text = this.run(language, key, source, values);
      if (text !== undefined) return text;
    }
    return message.defaultMessage;
  }

  private run(locale: Locale, key: string, source: Source, values?: MessageValues): string | undefined {
    try {
      let formatter = this.formatters.get(key);
      if (!formatter) {
        formatter = new IntlMessageFormat(source, intlLocale(locale));
        this.formatters.set(key, formatter);
      }
      const rightToLeft = localeDirection(locale) === 'rtl';
      const text = formatter.format(
        this.isolated(formatter, values, (value) => rightToLeft || hasRightToLeft(value)) as
          Record<string, string | number | Date> | undefined,
      );
      return typeof text === 'string' ? text : String(text);
    } catch {
      return undefined;
    }
  }

  /**
   * A right-to-left sentence keeps a name, an e-mail address or a file name in its own direction: each text placed in
   * it is wrapped in Unicode's first-strong isolate (U+2068 … U+2069), so 'ama@kuza.africa.' keeps its dot at the
   * sentence's end and a Latin name does not pull the Arabic words around it. A left-to-right sentence does the same
   * for a placed text written right to left (an Arabic deck's title in an English sentence), and leaves the rest as
   * they are. Numbers are formatted by ICU already.
   */
  private isolated(
    formatter: IntlMessageFormat,
    values: MessageValues | undefined,
    isolate: (value: string) => boolean,
  ): MessageValues | undefined {
    if (!values || !Object.values(values).some((value) => typeof value === 'string' && value && isolate(value))) {
      return values;
    }
    let placed = this.placed.get(formatter);
    if (!placed) {
      const names = new Set<string>();
      const walk = (elements: MessageFormatElement[]) => {
        for (const element of elements) {
          if (element.type === TYPE.argument) names.add(element.value);
          if (element.type === TYPE.plural || element.type === TYPE.select) {
            for (const option of Object.values(element.options)) walk(option.value);
          }
          if (element.type === TYPE.tag) walk(element.children);
        }
      };
      walk(formatter.getAst());
      placed = names;
      this.placed.set(formatter, placed);
    }
    return Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && value && placed.has(name) && isolate(value) ? `\u2068${value}\u2069` : value,
      ]),
    ) as MessageValues;
  }
}
