/**
 * What the editor shows under "Missing facts" and "Check": the slides whose fact is not known
 * yet (with the question that gets it), and where slides disagree with the facts or each other.
 * The API runs the same checks on every save and the bench on every generated deck.
 */
import { defineMessages, i18n, type MessageDescriptor } from '@kuza/i18n';
import type { Slide } from '../schemas/deck';
import type { SayInDocument } from './notes';
import { readFigures, formatFigure, type Figure } from './figures';
import type { FactKey, FactSheet } from './fact-sheet';
import { factKeyOf } from './sections';

export interface MissingFact {
  slideId: string;
  slideTitle: string;
  fact: FactKey;
  /** The question that gets the fact: 'No price yet: what do you charge?'. */
  prompt: string;
}

export interface DeckProblem {
  slideId?: string;
  slideTitle?: string;
  rule: 'same-quantity' | 'same-figure' | 'use-of-funds' | 'team-count' | 'ask';
  message: string;
}

/**
 * The sentences of the "Check" list, said in the deck's language like the facts panel's questions beside them (the
 * API passes the deck's `say`); the slide's title and figures inside them are the deck's own words.
 */
export const PROBLEM_MESSAGES = defineMessages({
  says: { id: 'facts.problem.says', defaultMessage: '"{title}" says {said}; the facts say {fact}.' },
  fundsTotal: { id: 'facts.problem.fundsTotal', defaultMessage: 'Use of funds adds up to {total} %, not 100 %.' },
  fundsSplit: {
    id: 'facts.problem.fundsSplit',
    defaultMessage: '"{title}" splits the money {shares} = {total} %, not 100 %.',
  },
  teamCount: { id: 'facts.problem.teamCount', defaultMessage: '"{title}" says {said}; the team has {people}.' },
  ask: { id: 'facts.problem.ask', defaultMessage: '"{title}" asks for {figure}; the facts say {fact}.' },
});

const hasMoney = (text: string | undefined) => readFigures(text ?? '').some((figure) => figure.currency);

/** The question the facts panel asks for each fact a slide is written from, said in the deck's language. */
export const FACT_PROMPT_MESSAGES = defineMessages({
  problem: {
    id: 'facts.prompt.problem',
    defaultMessage: 'No problem yet: what goes wrong for your customers today, and what does it cost them?',
  },
  solution: { id: 'facts.prompt.solution', defaultMessage: 'No solution yet: what do you offer, in one sentence?' },
  product: { id: 'facts.prompt.product', defaultMessage: 'No product yet: how does a customer use it, step by step?' },
  businessModel: { id: 'facts.prompt.businessModel', defaultMessage: 'No price yet: what do you charge?' },
  traction: {
    id: 'facts.prompt.traction',
    defaultMessage: 'No traction yet: how many paying customers do you have, and since when?',
  },
  market: {
    id: 'facts.prompt.market',
    defaultMessage: 'No market size yet: how many customers could buy this, and where does that number come from?',
  },
  competition: {
    id: 'facts.prompt.competition',
    defaultMessage: 'No competitors yet: what do your customers use today instead?',
  },
  team: { id: 'facts.prompt.team', defaultMessage: 'No team yet: who is building this, and in what role?' },
  ask: {
    id: 'facts.prompt.ask',
    defaultMessage: 'No amount yet: how much are you raising, and in what form (seed, grant…)?',
  },
  useOfFunds: {
    id: 'facts.prompt.useOfFunds',
    defaultMessage: 'No use of funds yet: what will the money pay for, in percentages?',
  },
  financials: {
    id: 'facts.prompt.financials',
    defaultMessage: 'No revenue yet: what did you earn last month or last year?',
  },
  whyNow: {
    id: 'facts.prompt.whyNow',
    defaultMessage: 'No "why now" yet: what has changed that makes this the moment?',
  },
  goToMarket: {
    id: 'facts.prompt.goToMarket',
    defaultMessage: 'No go-to-market yet: how do you win your next customers, and at what cost?',
  },
  milestones: {
    id: 'facts.prompt.milestones',
    defaultMessage: 'No milestones yet: what will you have reached, and by when?',
  },
  contact: { id: 'facts.prompt.contact', defaultMessage: 'No contact yet: how should an investor reach you?' },
}) satisfies Partial<Record<FactKey, MessageDescriptor>>;

const promptOf = (key: FactKey): MessageDescriptor | undefined =>
  (FACT_PROMPT_MESSAGES as Partial<Record<FactKey, MessageDescriptor>>)[key];

/** The questions in English, as the code says them. */
export const FACT_PROMPTS: Readonly<Partial<Record<FactKey, string>>> = Object.fromEntries(
  Object.entries(FACT_PROMPT_MESSAGES).map(([key, message]) => [key, message.defaultMessage]),
);

/** Whether the sheet has what a slide of this kind is written from. */
function hasFact(key: FactKey, facts: FactSheet): boolean {
  switch (key) {
    case 'solution':
      return Boolean(facts.solution || facts.oneLiner);
    case 'product':
      return Boolean(facts.product || facts.solution);
    case 'businessModel':
      return Boolean(facts.businessModel?.price || facts.businessModel?.rate !== undefined);
    case 'traction':
      return Boolean(facts.traction || facts.customers.length);
    case 'market':
      return Boolean(facts.market?.sizes.length);
    case 'team':
    case 'useOfFunds':
    case 'milestones':
      return facts[key].length > 0;
    case 'ask':
      return Boolean(facts.ask?.amount);
    case 'financials':
      return hasMoney(facts.traction?.text);
    default:
      return Boolean(facts[key]);
  }
}

/**
 * Undefined when the sheet has what a slide of this kind is written from, else the question to ask,
 * said by `say` (the deck's language on the API; the page's by default).
 */
export function missingPrompt(key: FactKey, facts: FactSheet, say: SayInDocument = i18n.t): string | undefined {
  const prompt = promptOf(key);
  return prompt && !hasFact(key, facts) ? say(prompt) : undefined;
}

const promptKey = (text: string) => text.replace(/[\s.…]+$/u, '').toLowerCase();

/** The facts panel's questions as `say` says them, for `isFactPrompt`: the English ones by default. */
export const factPromptKeys = (say: SayInDocument = (message) => message.defaultMessage) =>
  Object.values(FACT_PROMPT_MESSAGES).map((message) => promptKey(say(message)));
const PROMPT_KEYS = factPromptKeys();

/**
 * Whether a text is, or starts with, one of the given questions (whole or clipped with '…'): a
 * question to the founder, never words for a slide. `keys` holds the questions of every language
 * the text may be in (factPromptKeys).
 */
export const factPromptTest =
  (keys: readonly string[]) =>
  (text: string): boolean => {
    const key = promptKey(text.trim());
    // A clipped question still holds its 'No … yet:' opening; 'No problem.' alone is the founder's.
    return keys.some((prompt) => key.startsWith(prompt) || (key.includes(':') && prompt.startsWith(key)));
  };

/** Whether a text is, or starts with, one of the facts panel's questions in English. */
export const isFactPrompt = factPromptTest(PROMPT_KEYS);

/** The slides whose kind of fact is not known yet, each with its question. */
export function missingFacts(
  facts: FactSheet,
  slides: ReadonlyArray<Pick<Slide, 'id' | 'title'>>,
  startupName?: string,
  say: SayInDocument = i18n.t,
): MissingFact[] {
  return slides.flatMap((slide) => {
    const fact = factKeyOf(slide.title, startupName);
    const prompt = fact ? missingPrompt(fact, facts, say) : undefined;
    return fact && prompt ? [{ slideId: slide.id, slideTitle: slide.title, fact, prompt }] : [];
  });
}

/** Every word on a slide, notes and tables included. */
export function slideText(slide: Slide): string {
  return [
    slide.title,
    slide.content,
    ...slide.bullets,
    slide.notes,
    ...(slide.table?.rows.flat() ?? []),
    ...(slide.team ?? []).flatMap((member) => [member.name, member.role, member.bio ?? '']),
    ...(slide.chart ? [slide.chart.title ?? '', ...slide.chart.labels] : []),
  ].join('\n');
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
// A number said as a goal ('reach 10,000 farmers', '40 more booths') is not the count today.
const GOAL_WORDS =
  /\b(reach|to|towards|target|goal|by|next|more|another|additional|new|plan|aim|every|each|per|objectif|atteindre)\s*$/i;

const UNIT_STOP = /^(in|and|with|since|from|across|at|on|of|for|to|after|by|over|per|a|an|the|et|dans|en|de|des)$/i;

/** The words a figure counts: '1,200 paying farmers in Nakuru' → ['paying', 'farmers']. */
function unitWords(after: string): string[] {
  const words: string[] = [];
  for (const word of after
    .split(/[,.;:()\n]/)[0]
    .trim()
    .split(/\s+/)) {
    if (!word || UNIT_STOP.test(word) || /\d/.test(word) || words.length >= 3) break;
    words.push(word.toLowerCase());
  }
  return words;
}

const singular = (word: string) => word.replace(/s$/, '');

/**
 * The same quantity has one value: a figure counting the same thing as a fact ('200 farmers'
 * against 1,200 paying farmers) must say the fact's value, unless it is said as a goal ('reach
 * 10,000 farmers') or a ratio ('one teacher for every 80 students'). A figure that counts something
 * narrower ('1.1 million secondary students') is another quantity.
 */
function sameQuantity(facts: FactSheet, slides: Slide[], say: SayInDocument): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const quantity of facts.customers) {
    const factWords = quantity.unit.toLowerCase().split(/\s+/).map(singular);
    const noun = factWords[factWords.length - 1];
    if (!noun || noun.length < 3) continue;
    for (const slide of slides) {
      const text = slideText(slide);
      for (const figure of readFigures(text)) {
        if (figure.percent || figure.currency || figure.value === quantity.value) continue;
        const said = unitWords(text.slice(figure.index + figure.text.length));
        const words = said.map(singular);
        if (!words.length || words[words.length - 1] !== noun || !words.every((word) => factWords.includes(word)))
          continue;
        if (GOAL_WORDS.test(text.slice(Math.max(0, figure.index - 30), figure.index))) continue;
        problems.push({
          slideId: slide.id,
          slideTitle: slide.title,
          rule: 'same-quantity',
          message: say(PROBLEM_MESSAGES.says, {
            title: slide.title,
            said: `${figure.text} ${said.join(' ')}`,
            fact: `${quantity.figure} ${quantity.unit}`,
          }),
        });
      }
    }
  }
  return problems;
}

function fundsAddUp(facts: FactSheet, slides: Slide[], say: SayInDocument): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const total = facts.useOfFunds.reduce((sum, item) => sum + item.percent, 0);
  if (facts.useOfFunds.length && Math.abs(total - 100) > 0.01)
    problems.push({ rule: 'use-of-funds', message: say(PROBLEM_MESSAGES.fundsTotal, { total: formatFigure(total) }) });
  for (const slide of slides) {
    const shares = slide.bullets
      .map((bullet) => /^(?:[^:]{1,60}:\s*)?(\d+(?:\.\d+)?)\s?%/.exec(bullet)?.[1])
      .filter((share): share is string => share !== undefined)
      .map(Number);
    const sum = shares.reduce((a, b) => a + b, 0);
    const key = factKeyOf(slide.title);
    if (shares.length >= 2 && (key === 'useOfFunds' || key === 'ask') && Math.abs(sum - 100) > 0.01)
      problems.push({
        slideId: slide.id,
        slideTitle: slide.title,
        rule: 'use-of-funds',
        message: say(PROBLEM_MESSAGES.fundsSplit, {
          title: slide.title,
          shares: shares.join(' + '),
          total: formatFigure(sum),
        }),
      });
  }
  return problems;
}

function teamCount(facts: FactSheet, slides: Slide[], say: SayInDocument): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const slide of slides) {
    const people = slide.team?.length || facts.team.length;
    if (!people) continue;
    const pattern =
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(founders?|co-founders?|people|members|founding members)\b/gi;
    for (const match of slideText(slide).matchAll(pattern)) {
      const said = WORD_NUMBERS[match[1].toLowerCase()] ?? Number(match[1]);
      if (said !== people)
        problems.push({
          slideId: slide.id,
          slideTitle: slide.title,
          rule: 'team-count',
          message: say(PROBLEM_MESSAGES.teamCount, { title: slide.title, said: match[0], people }),
        });
    }
  }
  return problems;
}

function askMatches(facts: FactSheet, slides: Slide[], say: SayInDocument): DeckProblem[] {
  const ask = facts.ask?.amount;
  if (!ask) return [];
  const problems: DeckProblem[] = [];
  for (const slide of slides) {
    const text = slideText(slide);
    for (const match of text.matchAll(/\b(?:rais(?:e|ing)|seeking|lever|levons|ask(?:ing)? for)\s+(?:a\s+|an\s+)?/gi)) {
      const figure = readFigures(
        text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 30),
      )[0];
      if (!figure || figure.index !== 0 || !figure.currency) continue;
      if (figure.currency === ask.currency && figure.value !== ask.amount)
        problems.push({
          slideId: slide.id,
          slideTitle: slide.title,
          rule: 'ask',
          message: say(PROBLEM_MESSAGES.ask, { title: slide.title, figure: figure.text, fact: ask.figure }),
        });
    }
  }
  return problems;
}

/** Every figure the sheet states, read from each of its texts, and every value it holds. */
function factFigures(facts: FactSheet): { figures: Figure[]; values: Set<number> } {
  const figures: Figure[] = [];
  const values = new Set<number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') figures.push(...readFigures(value));
    else if (typeof value === 'number') values.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(facts);
  for (const figure of figures) values.add(figure.value);
  return { figures, values };
}

const digitsOf = (figure: Figure) => figure.text.replace(/\D/g, '');

/**
 * A figure the founder gave says the same on every slide: a slide's amount in a currency the facts
 * use, or a figure whose digits are the end of a fact's ('8 millions FCFA' for '9,8 millions FCFA',
 * '200' for '1 200'), that no fact states is the founder's figure changed, whatever its notation.
 */
function sameFigure(facts: FactSheet, slides: Slide[], found: DeckProblem[], say: SayInDocument): DeckProblem[] {
  const { figures, values } = factFigures(facts);
  const problems: DeckProblem[] = [];
  for (const slide of slides)
    for (const figure of readFigures(slideText(slide))) {
      if (values.has(figure.value)) continue;
      // A figure another rule already names on this slide is said once.
      if (found.some((problem) => problem.slideId === slide.id && problem.message.includes(figure.text))) continue;
      const kin = figures.filter((fact) => fact.currency === figure.currency && fact.percent === figure.percent);
      const digits = digitsOf(figure);
      const truncated =
        digits.length >= 3 || figure.currency
          ? kin.find((fact) => digitsOf(fact).length > digits.length && digitsOf(fact).endsWith(digits))
          : undefined;
      const stated = truncated ?? (figure.currency && !figure.percent ? kin[0] : undefined);
      if (!stated) continue;
      problems.push({
        slideId: slide.id,
        slideTitle: slide.title,
        rule: 'same-figure',
        message: say(PROBLEM_MESSAGES.says, { title: slide.title, said: figure.text, fact: stated.text }),
      });
    }
  return problems;
}

/** Where the slides disagree with the facts or with each other, said in the deck's language (`say`). */
export function deckProblems(facts: FactSheet, slides: Slide[], say: SayInDocument = i18n.t): DeckProblem[] {
  const found = [
    ...sameQuantity(facts, slides, say),
    ...fundsAddUp(facts, slides, say),
    ...teamCount(facts, slides, say),
    ...askMatches(facts, slides, say),
  ];
  return [...found, ...sameFigure(facts, slides, found, say)];
}
