/** @jest-environment jsdom */
import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { I18n } from './i18n';
import { intlLocale, localeDirection, pickLocale, SUPPORTED_LOCALES, type Locale } from './locales';
import { defineMessages, say, type Catalog } from './messages';
import { formatDate, formatNumber, formatPercent, formatRelativeTime } from './formats';
import { Translations } from './translations';

// Arabic is named here by its tag: its tests run whether or not the site offers it yet.
const arabic = 'ar' as string as Locale;

// The loader is a CommonJS module for webpack.
const catalogLoader = require('./catalog-loader.cjs') as (source: string) => string;

const messages = defineMessages({
  decks: { id: 'test.decks', defaultMessage: '{count, plural, one {# deck} other {# decks}}' },
  hello: { id: 'test.hello', defaultMessage: 'Hello {name}' },
  onlyEnglish: { id: 'test.onlyEnglish', defaultMessage: 'Only in English' },
});

/** What the web build's loader makes of a catalog, as an imported module's default export. */
function compiled(catalog: Record<string, string>) {
  const module = catalogLoader(JSON.stringify(catalog));
  return JSON.parse(module.replace(/^export default /, '').replace(/;$/, ''));
}

describe('translations', () => {
  it('says a message in the reader’s language with its plural rules, and in English where the catalog lacks it', async () => {
    const i18n = new I18n();
    await i18n.register('test', async (locale): Promise<Catalog> =>
      locale === 'fr' ? { 'test.decks': '{count, plural, one {# présentation} other {# présentations}}' } : {},
    );
    await i18n.setLocale('fr');
    expect(i18n.t(messages.decks, { count: 1 })).toBe('1 présentation');
    expect(i18n.t(messages.decks, { count: 12400 })).toBe('12\u202f400 présentations');
    expect(i18n.t(messages.onlyEnglish)).toBe('Only in English');
    expect(i18n.t(say(messages.decks, { count: 2 }))).toBe('2 présentations');
  });

  it('never shows an id: any id, any missing or broken translation falls back to the English wording', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.string({ minLength: 1 }),
        fc.option(fc.constantFrom('{oops', 'Bonjour {name}', '{name, plural, other {#}}'), { nil: undefined }),
        fc.string(),
        (locale, id, translation, name) => {
          const translations = new Translations();
          if (translation !== undefined) translations.add(locale, { [id]: translation });
          const text = translations.format(locale, { id, defaultMessage: 'Hello {name}' }, { name });
          // A right-to-left language keeps a placed text's own direction (a Unicode isolate around it).
          const placed =
            localeDirection(locale) === 'rtl' && name && /\{name\}/.test(translation ?? '')
              ? `\u2068${name}\u2069`
              : name;
          const own = (() => {
            try {
              return String(new IntlMessageFormat(translation ?? '', intlLocale(locale)).format({ name: placed }));
            } catch {
              return undefined;
            }
          })();
          expect(text).toBe(translation === undefined ? `Hello ${name}` : (own ?? `Hello ${name}`));
        },
      ),
    );
  });

  it('takes no inherited property for a message: an id like constructor reads as the English', () => {
    const translations = new Translations();
    translations.add('fr', { 'test.hello': 'Bonjour {name}' });
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(translations.has('fr', id)).toBe(false);
      expect(translations.format('fr', { id, defaultMessage: 'Hello {name}' }, { name: 'Ama' })).toBe('Hello Ama');
    }
  });

  it('formats a precompiled catalog exactly as its ICU text', () => {
    const catalog = {
      'test.hello': 'Olá {name}',
      'test.decks': '{count, plural, one {# apresentação} other {# apresentações}}',
    };
    const fromText = new Translations();
    fromText.add('pt', catalog);
    const fromTrees = new Translations();
    fromTrees.add('pt', compiled(catalog));
    fc.assert(
      fc.property(fc.nat(), fc.string(), (count, name) => {
        expect(fromTrees.format('pt', messages.decks, { count })).toBe(
          fromText.format('pt', messages.decks, { count }),
        );
        expect(fromTrees.format('pt', messages.hello, { name })).toBe(`Olá ${name}`);
      }),
    );
  });

  it('switches language only once every registered catalog has arrived, and tells its listeners', async () => {
    const i18n = new I18n();
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await i18n.register('test', async (locale) => {
      if (locale === 'pt') await arrived;
      const catalog: Catalog = locale === 'pt' ? { 'test.hello': 'Olá {name}' } : {};
      return { default: catalog };
    });
    const heard = jest.fn();
    i18n.subscribe(heard);
    const switching = i18n.setLocale('pt');
    expect(i18n.locale).toBe('en');
    release();
    await switching;
    expect(i18n.locale).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(i18n.t(messages.hello, { name: 'Ama' })).toBe('Olá Ama');
    expect(heard).toHaveBeenCalled();
  });

  it('turns the page right to left in Arabic, and back', async () => {
    const i18n = new I18n();
    await i18n.setLocale(arabic);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await i18n.setLocale('fr');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fr', 'ltr']);
  });

  it('asks again for a catalog that failed to arrive', async () => {
    const i18n = new I18n();
    let attempts = 0;
    const loader = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { 'test.hello': 'Bonjour {name}' };
    };
    await i18n.register('test', async () => ({}));
    await i18n.register('other', loader).catch(() => undefined);
    await expect(i18n.setLocale('fr')).resolves.toBeUndefined();
    expect(i18n.t(messages.hello, { name: 'Ama' })).toBe('Bonjour Ama');
  });
});

describe('languages', () => {
  it('keeps a name or an address in its own direction inside an Arabic sentence, and chooses on its words as given', () => {
    const said = new Translations();
    const signedIn = { id: 'test.signedIn', defaultMessage: 'You are signed in as {email}.' };
    const made = { id: 'test.made', defaultMessage: '{kind, select, deck {Deck} other {Resume}} of {name}' };
    said.add(arabic, {
      'test.signedIn': 'أنت مسجّل الدخول باسم {email}.',
      'test.made': '{kind, select, deck {عرض} other {سيرة}} {name}',
    });
    said.add('fr', { 'test.signedIn': 'Vous êtes connecté en tant que {email}.' });
    expect(said.format(arabic, signedIn, { email: 'ama@kuza.africa' })).toBe(
      'أنت مسجّل الدخول باسم \u2068ama@kuza.africa\u2069.',
    );
    expect(said.format(arabic, made, { kind: 'deck', name: 'Ama' })).toBe('عرض \u2068Ama\u2069');
    expect(said.format('fr', signedIn, { email: 'ama@kuza.africa' })).toBe(
      'Vous êtes connecté en tant que ama@kuza.africa.',
    );
  });

  it('keeps a placed text written right to left in its own direction inside a left-to-right sentence, and only that', () => {
    const said = new Translations();
    const titled = { id: 'test.titled', defaultMessage: 'It continues on a slide titled “{title}” ({count}).' };
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'fr', 'pt'),
        fc.constantFrom('السوق', 'فريقنا 2026', 'Market', 'Marché 2026', 'Kuza سوق'),
        fc.integer({ min: 1, max: 99 }),
        (locale, title, count) => {
          const text = said.format(locale, titled, { title, count });
          const isolated = /[\u0600-\u06ff]/.test(title);
          expect(text).toBe(
            `It continues on a slide titled “${isolated ? `\u2068${title}\u2069` : title}” (${count}).`,
          );
        },
      ),
    );
  });

  it('writes Arabic figures, shares, dates and counted messages with Latin digits', () => {
    const date = Date.UTC(2026, 2, 3);
    expect(formatNumber(arabic, 1_234_567.5)).toMatch(/^1,234,567\.5$/);
    expect(formatPercent(arabic, 0.6)).toContain('60');
    expect(formatDate(arabic, date)).toContain('2026');
    const counted = new Translations();
    counted.add(arabic, {
      'test.count': '{count, plural, one {شريحة واحدة} two {شريحتان} few {# شرائح} other {# شريحة}}',
    });
    const slides = { id: 'test.count', defaultMessage: '{count, plural, one {# slide} other {# slides}}' };
    expect([1, 2, 3, 11].map((count) => counted.format(arabic, slides, { count }))).toEqual([
      'شريحة واحدة',
      'شريحتان',
      '3 شرائح',
      '11 شريحة',
    ]);
    for (const text of [formatNumber(arabic, 1_234_567.5), formatPercent(arabic, 0.6), formatDate(arabic, date)]) {
      expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it('picks the first supported language by its primary tag, else English', () => {
    expect(pickLocale(['fr-CI', 'en'])).toBe('fr');
    expect(pickLocale(['sw-KE', 'pt_BR'])).toBe('pt');
    expect(pickLocale([undefined, '', 'de'])).toBe('en');
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: undefined })), (tags) => {
        expect(SUPPORTED_LOCALES).toContain(pickLocale(tags));
      }),
    );
  });

  it('says relative times in each language, and gives up past the limit so the date is shown', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(formatRelativeTime('en', now - 8 * 60_000, now)).toBe('8 minutes ago');
    expect(formatRelativeTime('fr', now - 3 * 3_600_000, now)).toBe('il y a 3 heures');
    expect(formatRelativeTime('pt', now - 5 * 86_400_000, now)).toBe('há 5 dias');
    expect(formatRelativeTime(arabic, now - 3 * 3_600_000, now)).toBe('قبل 3 ساعات');
    expect(formatRelativeTime('en', now + 60_000, now)).toBe('now');
    expect(formatRelativeTime('en', now - 31 * 86_400_000, now)).toBeUndefined();
  });
});
