/**
 * Stock wording: phrases Kuza or a model once wrote where the founder said nothing. A slide or a
 * resume summary says only what the founder wrote, so a phrase here is allowed only when the
 * founder's own text holds it. The generators, the checks after a model writes and the content
 * bench read this one list.
 */
import { fold } from '../pitch/roles';

/** Stock phrases a slide once carried in place of the founder's words. */
export const STOCK_PHRASES: readonly string[] = [
  'a technology company for',
  'company for customers',
  'solves for',
  'is raising its next round',
  'the people building',
  'and the roles they hold',
  'step by step',
  'so far',
  'makes money from',
  'who could buy from',
  'why this is the moment',
  'wins its next',
  'where the money goes',
  'the team building',
  'how the money will be spent',
  'is going next',
  'thank you from',
];

/** Praise a resume summary once carried that no founder wrote about themselves. */
export const PRAISE_PHRASES: readonly string[] = [
  'known for',
  'proven track record',
  'measurable results',
  'speaks in numbers',
  'ready to lead',
  'look for',
  'the credibility to',
  'hands-on experience',
  'brings strengths in',
  'toolkit spans',
  'builds products and teams',
  'passionate',
  'results-driven',
  'seasoned',
  'visionary',
  'dynamic',
  'exceptional',
  'outstanding',
  'world-class',
  'highly skilled',
  'thought leader',
];

/** Whether a folded text holds a folded phrase as whole words. */
const holds = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** The stock phrases in `text` that the founder's `source` does not hold (accents and case aside). */
export function stockPhrases(text: string, source: string, phrases: readonly string[] = STOCK_PHRASES): string[] {
  const said = fold(text ?? '');
  const own = fold(source ?? '');
  return phrases.filter((phrase) => holds(said, phrase) && !holds(own, phrase));
}
