import { useEffect, useState } from 'react';
import { defineMessages, i18n, type Locale, type MessageDescriptor, type MessageValues } from '@kuza/i18n';
// This remote's catalogs, registered (as its pages do) wherever the editor is drawn.
import '../../i18n';

/**
 * What the editor puts into a deck to start from (a new slide's title, a new table's and chart's labels, refreshed
 * speaker notes): words that end up in the deck, so they are said in the deck's language, while the editor's own
 * words stay in the page's.
 */
export const STARTER_WORDS = defineMessages({
  slideTitle: { id: 'decks.starter.slideTitle', defaultMessage: 'New Slide' },
  metric: { id: 'decks.starter.metric', defaultMessage: 'Metric' },
  customers: { id: 'decks.starter.customers', defaultMessage: 'Customers' },
  revenue: { id: 'decks.starter.revenue', defaultMessage: 'Revenue' },
});

/** A word said into the deck, in the deck's language. */
export type SayStarter = (message: MessageDescriptor, values?: MessageValues) => string;

const sayIn =
  (language: Locale): SayStarter =>
  (message, values) =>
    i18n.translations.format(language, message, values);

const english = sayIn('en');

/**
 * How the editor says words into a deck written in `language`, whatever the page's: every registered catalog of that
 * language (this remote's starters, the contracts' notes); English until they arrive.
 */
export function useStarterWords(language: Locale): SayStarter {
  const [say, setSay] = useState<SayStarter>(() =>
    language === 'en' || i18n.translations.has(language, STARTER_WORDS.slideTitle.id) ? sayIn(language) : english,
  );
  useEffect(() => {
    let live = true;
    if (language === 'en') setSay(() => english);
    else
      i18n.ready(language).then(
        () => live && setSay(() => sayIn(language)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [language]);
  return say;
}
