import fc from 'fast-check';
import { localeOfPath, localizedPath, pageLocale, pathWithoutLocale } from './page-locale';
import { SUPPORTED_LOCALES } from './locales';

const routePath = fc
  .array(fc.stringMatching(/^[a-z][a-z-]{0,12}$/), { maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);

describe('the page’s language', () => {
  it('puts every public address under its language and reads it back', () => {
    fc.assert(
      fc.property(routePath, fc.constantFrom(...SUPPORTED_LOCALES), (path, locale) => {
        const bare = pathWithoutLocale(path);
        const localized = localizedPath(bare, locale);
        expect(localeOfPath(localized) ?? 'en').toBe(locale);
        expect(pathWithoutLocale(localized).replace(/\/$/, '') || '/').toBe(bare.replace(/\/$/, '') || '/');
      }),
    );
    expect(localizedPath('/', 'fr')).toBe('/fr/');
    expect(localizedPath('/fr/waitlist', 'pt')).toBe('/pt/waitlist');
    expect(localizedPath('/pt/waitlist', 'en')).toBe('/waitlist');
  });

  it('takes the address’s prefix first, then the stored choice, then the browser’s languages', () => {
    expect(pageLocale({ pathname: '/fr/', stored: 'pt', languages: ['en'] })).toBe('fr');
    expect(pageLocale({ pathname: '/waitlist', stored: 'pt', languages: ['fr-CI'] })).toBe('pt');
    expect(pageLocale({ pathname: '/waitlist', stored: 'de', languages: ['fr-CI', 'en'] })).toBe('fr');
    expect(pageLocale({ pathname: '/french-fries', languages: [] })).toBe('en');
  });
});

describe('a page in one language', () => {
  it('fetches only its language’s catalogs when English is not wanted beside them', async () => {
    const { I18n } = await import('./i18n');
    const i18n = new I18n();
    i18n.loadsEnglishFallback = false;
    const asked: string[] = [];
    await i18n.setLocale('fr');
    await i18n.register(
      'shell',
      async (locale) => (asked.push(locale), { 'test.hi': locale === 'fr' ? 'Salut' : 'Hi' }),
    );
    await i18n.register('remote', async (locale) => (asked.push(`remote:${locale}`), {}));
    expect(asked).toEqual(['fr', 'remote:fr']);
    expect(i18n.t({ id: 'test.hi', defaultMessage: 'Hi' })).toBe('Salut');
    expect(i18n.t({ id: 'test.missing', defaultMessage: 'Said in English' })).toBe('Said in English');
  });
});
