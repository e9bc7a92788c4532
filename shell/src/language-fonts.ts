import { i18n } from '@kuza/i18n';

/**
 * The faces a language needs beyond the system's Latin ones, from npm (no font is fetched from elsewhere at run
 * time), each its own chunk: only a page in that language downloads it. The body's font stack names them
 * (packages/ui GlobalStyle).
 */
const LANGUAGE_FONTS: Readonly<Record<string, () => Promise<unknown>>> = {
  ar: () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans-arabic/arabic-400.css'),
      import('@fontsource/ibm-plex-sans-arabic/arabic-700.css'),
    ]),
};

/** Whether a language draws with a face of its own. */
export function hasLanguageFont(locale: string): boolean {
  return Object.hasOwn(LANGUAGE_FONTS, locale);
}

/** Loads the page's language's face now, and another's when the page switches to it (each once). */
export function followLanguageFonts(): () => void {
  const loaded = new Set<string>();
  const load = () => {
    const locale = i18n.locale;
    if (loaded.has(locale) || !hasLanguageFont(locale)) return;
    loaded.add(locale);
    // A face that fails to arrive leaves the system's: the words still read.
    LANGUAGE_FONTS[locale]().catch(() => loaded.delete(locale));
  };
  load();
  return i18n.subscribe(load);
}
