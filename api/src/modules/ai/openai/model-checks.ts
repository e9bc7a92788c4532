/**
 * What a model's writing must pass before a founder sees it: the rules the builtin provider keeps by
 * construction. A slide or summary that breaks one is not repaired by guessing; the caller keeps
 * the builtin draft for it instead.
 */
import {
  PRAISE_PHRASES,
  readFigures,
  slideText,
  STOCK_PHRASES,
  stockPhrases,
  type FactKey,
  type FactSheet,
  type Figure,
  type ResumeCreationInputs,
  type Slide,
} from '@kuza/contracts';
import type { DeckBrief } from '../provider/provider';
import { foldAccents, sentences } from '../text/text';
import { isAnyFactPrompt as isFactPrompt } from '../text/language';

/** A text's words as compared: accents and case aside. */
const wordsOf = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Why a model's slide is not shown: the rule it breaks. */
export type SlideFault = 'figure' | 'prompt' | 'stock' | 'ask';

/** Everything the founder gave for a deck, as one text: the figures and phrases a slide may use. */
export function founderText(brief: Pick<DeckBrief, 'inputs' | 'founder'>, sheet: FactSheet, also = ''): string {
  const { inputs, founder } = brief;
  return [
    JSON.stringify(sheet),
    inputs.objective,
    inputs.description,
    inputs.pastedText,
    inputs.customers,
    inputs.yearFounded,
    founder.goal,
    ...(founder.team ?? []).map((member) => member.bio),
    also,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Whether the founder stated this figure, in whatever notation either is written ('1 200', '1,200',
 * '9,8 millions FCFA'): the same value, a share only as a share, money only in its own currency.
 */
function stated(figure: Figure, founder: readonly Figure[]): boolean {
  return founder.some(
    (own) =>
      own.value === figure.value &&
      (figure.percent ? own.percent : !(own.percent && figure.currency)) &&
      (!figure.currency || !own.currency || own.currency === figure.currency),
  );
}

/** The figures of `text` the founder's text does not state. */
export function unstated(text: string, founder: string): Figure[] {
  const own = readFigures(founder);
  return readFigures(text).filter((figure) => !stated(figure, own));
}

/** Whether a text says one of the facts panel's questions: they are asked there, never said. */
const asksTheFounder = (slide: Slide) =>
  [slide.title, slide.content, ...slide.bullets, slide.notes].some(
    (line) => isFactPrompt(line) || sentences(line).some(isFactPrompt),
  );

/**
 * What a slide shows (not its notes): where an investor reads the ask. With `chart`, the chart's values and
 * labels too; without, only its words.
 */
function shown(slide: Slide, chart: boolean): { values: Set<number>; words: Set<string> } {
  const text = slideText({ ...slide, notes: '', ...(chart ? {} : { chart: undefined }) });
  const values = new Set(readFigures(text).map((figure) => figure.value));
  if (chart) for (const series of slide.chart?.series ?? []) for (const value of series.values) values.add(value);
  return { values, words: new Set(wordsOf(text)) };
}

/** The ask and each use-of-funds line as what must be shown of them: a value and its label's words. */
function moneyLines(sheet: FactSheet): Array<{ value: number; words: string[] }> {
  const ask = sheet.ask?.amount ? [{ value: sheet.ask.amount.amount, words: [] }] : [];
  const funds = sheet.useOfFunds.map((item) => ({
    value: item.percent,
    // Its words that say something ('formation', 'gérantes'), not 'la' or 'et'.
    words: wordsOf(item.label).filter((word) => word.length > 2),
  }));
  return [...ask, ...funds];
}

/**
 * Whether `written` leaves out the ask or a use-of-funds line that the draft of the same slide shows, in all or
 * in its words: a pie that still holds a share does not excuse a sentence that no longer says it.
 */
function dropsMoney(written: Slide, draft: Slide, sheet: FactSheet): boolean {
  const on = (slide: ReturnType<typeof shown>, line: { value: number; words: string[] }) =>
    slide.values.has(line.value) && line.words.every((word) => slide.words.has(word));
  return [true, false].some((chart) => {
    const before = shown(draft, chart);
    const after = shown(written, chart);
    return moneyLines(sheet).some((line) => on(before, line) && !on(after, line));
  });
}

/**
 * The first rule a model's slide breaks, or undefined: a figure the founder never gave (or gave in
 * another currency), a facts-panel question, stock wording, or, on the ask or use-of-funds slide,
 * the ask or a line of the split that its draft shows left out.
 */
export function slideFault(
  written: Slide,
  draft: Slide,
  context: { sheet: FactSheet; founder: string; key?: FactKey },
): SlideFault | undefined {
  const text = slideText(written);
  if (unstated(text, context.founder).length) return 'figure';
  if (asksTheFounder(written)) return 'prompt';
  if (stockPhrases(text, context.founder).length) return 'stock';
  if ((context.key === 'ask' || context.key === 'useOfFunds') && dropsMoney(written, draft, context.sheet))
    return 'ask';
  return undefined;
}

const NAME = /\p{Lu}[\p{L}\p{M}'’-]*/gu;

/**
 * The capitalised words of a summary (names, organisations, places, degrees) that neither the
 * inputs nor the builtin summary say; a sentence's first word is capitalised anyway and is skipped.
 */
function unnamed(summary: string, source: string): string[] {
  const own = new Set(wordsOf(source));
  return sentences(summary).flatMap((line) =>
    [...line.matchAll(NAME)]
      .filter((match) => (match.index ?? 0) > 0 && match[0].length > 1)
      .map((match) => match[0])
      .filter((word) => wordsOf(word).some((part) => !own.has(part))),
  );
}

/**
 * Whether a model's resume summary says something the person did not: a figure, a name or an
 * organisation absent from their inputs and from the builtin summary (which derives only years of
 * experience from their dates), praise, or stock wording.
 */
export function summaryInvents(summary: string, input: ResumeCreationInputs, draft: string): boolean {
  return invents(summary, `${JSON.stringify(input)}\n${draft}`);
}

/** Whether a model's `text` holds a figure, a name or an organisation `source` lacks, praise, or stock wording. */
export function invents(text: string, source: string): boolean {
  return (
    unstated(text, source).length > 0 ||
    unnamed(text, source).length > 0 ||
    stockPhrases(text, source, [...PRAISE_PHRASES, ...STOCK_PHRASES]).length > 0
  );
}
