import { useEffect, useState } from 'react';
import { defineMessages, i18n, type Catalog, type Locale, type MessageDescriptor } from '@kuza/i18n';

/**
 * What the editor puts into a deck to start from (a new slide's title, a new table's and chart's labels): words that
 * end up in the deck, so they are said in the deck's language, while the editor's own words stay in the page's.
 */
export const STARTER_WORDS = defineMessages({
  slideTitle: { id: 'decks.starter.slideTitle', defaultMessage: 'New Slide' },
  metric: { id: 'decks.starter.metric', defaultMessage: 'Metric' },
  customers: { id: 'decks.starter.customers', defaultMessage: 'Customers' },
  revenue: { id: 'decks.starter.revenue', defaultMessage: 'Revenue' },
});

/** A starter word in the deck's language. */
export type SayStarter = (message: MessageDescriptor) => string;

const english: SayStarter = (message) => message.defaultMessage;

const loads = new Map<Locale, Promise<void>>();

/** This remote's words in `language`, added to the page's translations once (a failed load is tried again later). */
function loadDeckWords(language: Locale): Promise<void> {
  let loading = loads.get(language);
  if (!loading) {
    loading = (import(`../../../locales/${language}.json`) as Promise<{ default: Catalog }>).then(
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

const sayIn =
  (language: Locale): SayStarter =>
  (message) =>
    i18n.translations.format(language, message);

/** How the editor says starter words in a deck written in `language`, whatever the page's; English until they arrive. */
export function useStarterWords(language: Locale): SayStarter {
  const [say, setSay] = useState<SayStarter>(() =>
    language === 'en' || i18n.translations.has(language, STARTER_WORDS.slideTitle.id) ? sayIn(language) : english,
  );
  useEffect(() => {
    let live = true;
    if (language === 'en') setSay(() => english);
    else
      loadDeckWords(language).then(
        () => live && setSay(() => sayIn(language)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [language]);
  return say;
}
