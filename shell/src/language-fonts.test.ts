import { i18n, type Locale } from '@kuza/i18n';
import { followLanguageFonts, hasLanguageFont } from './language-fonts';

const mockFetched = jest.fn();
jest.mock('@fontsource/ibm-plex-sans-arabic/arabic-400.css', () => {
  mockFetched();
  return {};
});

const arabic = 'ar' as string as Locale;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the faces a language needs', () => {
  afterAll(() => i18n.setLocale('en'));

  it('fetches the Arabic face only once the page is in Arabic', async () => {
    await i18n.setLocale('fr');
    const stop = followLanguageFonts();
    await settle();
    expect(mockFetched).not.toHaveBeenCalled();
    await i18n.setLocale(arabic);
    await settle();
    expect(mockFetched).toHaveBeenCalled();
    stop();
  });

  it('has a face for Arabic and none for the Latin-script languages', () => {
    expect(hasLanguageFont('ar')).toBe(true);
    for (const locale of ['en', 'fr', 'pt']) expect(hasLanguageFont(locale)).toBe(false);
  });
});
