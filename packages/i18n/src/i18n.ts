import { formatDate, formatMoney, formatNumber, formatPercent, formatRelativeTime } from './formats';
import { DEFAULT_LOCALE, localeDirection, type Locale } from './locales';
import type { Catalog, MessageValues, SaidMessage } from './messages';
import { Translations } from './translations';

/** Loads one package's or remote's catalog for a language, e.g. `(locale) => import(`../locales/${locale}.json`)`. */
export type CatalogLoader = (locale: Locale) => Promise<Catalog | { default: Catalog }>;

/**
 * The page's language and its catalogs: one instance for the shell and every remote (a Module Federation
 * singleton), each of which registers the loader of its own catalogs and gets them per language, on demand.
 */
export class I18n {
  readonly translations = new Translations();
  private current: Locale = DEFAULT_LOCALE;
  private changes = 0;
  private readonly listeners = new Set<() => void>();
  private readonly loaders = new Map<string, CatalogLoader>();
  private readonly loads = new Map<string, Promise<void>>();

  /**
   * Whether English catalogs are loaded beside another language's, as the fallback of a message it lacks. Browsers
   * turn it off (the shell, at start): the catalog check keeps every language complete, so a French page needs its
   * French words only, and a message missing anyway is said in the English its code carries.
   */
  loadsEnglishFallback = true;

  get locale(): Locale {
    return this.current;
  }

  /** Grows whenever what `t` answers may have changed (a language or a catalog arrived): for React's store hook. */
  get version(): number {
    return this.changes;
  }

  readonly t = (message: SaidMessage, values?: MessageValues): string =>
    this.translations.format(this.current, message, values);

  /** Registers a catalog loader under its name and loads it for the current language (and English, the fallback). */
  register(namespace: string, loader: CatalogLoader): Promise<void> {
    if (!this.loaders.has(namespace)) this.loaders.set(namespace, loader);
    return this.loadAll(this.current);
  }

  /** Switches the page to `locale` once every registered catalog for it has arrived. */
  async setLocale(locale: Locale): Promise<void> {
    await this.loadAll(locale);
    if (locale === this.current) return;
    this.current = locale;
    if (typeof document !== 'undefined') {
      document.documentElement.lang = locale;
      document.documentElement.dir = localeDirection(locale);
    }
    this.changed();
  }

  /**
   * Every registered catalog of `locale` loaded: the page's language unless told, or the language a document is
   * written in (words said into it), without switching the page.
   */
  ready(locale: Locale = this.current): Promise<void> {
    return this.loadAll(locale);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  formatNumber = (value: number, options?: Intl.NumberFormatOptions) => formatNumber(this.current, value, options);
  formatMoney = (amount: number, currency: string, options?: Intl.NumberFormatOptions) =>
    formatMoney(this.current, amount, currency, options);
  formatPercent = (fraction: number, options?: Intl.NumberFormatOptions) =>
    formatPercent(this.current, fraction, options);
  formatDate = (date: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
    formatDate(this.current, date, options);
  formatRelativeTime = (date: Date | number | string, now?: Date | number, options?: { maxDays?: number }) =>
    formatRelativeTime(this.current, date, now, options);

  private async loadAll(locale: Locale): Promise<void> {
    const languages = locale === DEFAULT_LOCALE || !this.loadsEnglishFallback ? [locale] : [DEFAULT_LOCALE, locale];
    await Promise.all(
      [...this.loaders.keys()].flatMap((namespace) => languages.map((language) => this.load(namespace, language))),
    );
  }

  private load(namespace: string, locale: Locale): Promise<void> {
    const key = `${namespace}\u0000${locale}`;
    let loading = this.loads.get(key);
    if (!loading) {
      const loader = this.loaders.get(namespace)!;
      loading = loader(locale).then(
        (loaded) => {
          this.translations.add(locale, 'default' in loaded ? (loaded.default as Catalog) : loaded);
          this.changed();
        },
        (error: unknown) => {
          // A catalog that failed to arrive (a dropped connection) is asked for again next time; meanwhile its
          // messages are said in English.
          this.loads.delete(key);
          throw error;
        },
      );
      this.loads.set(key, loading);
    }
    return loading;
  }

  private changed(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one instance. */
export const i18n = new I18n();
