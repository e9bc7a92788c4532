import { useEffect, useState } from 'react';
import { ENGLISH_DATES, RESUME_DATE_WORDS, resumeDateWordsIn, type ResumeDateWords } from '@kuza/contracts';
import { i18n, type Catalog, type Locale } from '@kuza/i18n';

/**
 * The contracts' catalogs, each by its exported address (a package's exports allow no address built at run time).
 * The page loads the one of its own language; a resume in another language needs that one's too.
 */
const CONTRACTS_CATALOGS: Readonly<Record<string, () => Promise<{ default: Catalog }>>> = {
  en: () => import('@kuza/contracts/locales/en.json'),
  fr: () => import('@kuza/contracts/locales/fr.json'),
  pt: () => import('@kuza/contracts/locales/pt.json'),
  ar: () => import('@kuza/contracts/locales/ar.json'),
};

const loads = new Map<Locale, Promise<void>>();

/** The contracts' words in `language`, added to the page's translations once (a failed load is tried again later). */
function loadContractWords(language: Locale): Promise<void> {
  let loading = loads.get(language);
  const load = CONTRACTS_CATALOGS[language];
  if (!load) return Promise.resolve();
  if (!loading) {
    loading = load().then(
      (catalog) => i18n.translations.add(language, catalog.default),
      (error: unknown) => {
        loads.delete(language);
        throw error;
      },
    );
    loads.set(language, loading);
  }
  return loading;
}

const wordsIn = (language: Locale): ResumeDateWords =>
  resumeDateWordsIn(language, (message) => i18n.translations.format(language, message));

/**
 * How the entries' dates of a resume in `language` read ('mars 2019 – présent'), whatever the page's language:
 * what the preview shows is what the files say. English until that language's words have arrived.
 */
export function useResumeDateWords(language: Locale): ResumeDateWords {
  const [words, setWords] = useState<ResumeDateWords>(() =>
    i18n.translations.has(language, RESUME_DATE_WORDS.present.id) ? wordsIn(language) : ENGLISH_DATES,
  );
  useEffect(() => {
    let live = true;
    if (language === 'en') setWords(ENGLISH_DATES);
    else
      loadContractWords(language).then(
        () => live && setWords(wordsIn(language)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [language]);
  return words;
}
