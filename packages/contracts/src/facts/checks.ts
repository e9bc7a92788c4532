/**
 * What the editor shows under "Missing facts" and "Check": the slides whose fact is not known
 * yet (with the question that gets it), and where slides disagree with the facts or each other.
 * The API runs the same checks on every save and the bench on every generated deck.
 */
import type { Slide } from '../schemas/deck';
import { readFigures, formatFigure } from './figures';
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
  rule: 'same-quantity' | 'use-of-funds' | 'team-count' | 'ask';
  message: string;
}

const hasMoney = (text: string | undefined) => readFigures(text ?? '').some((figure) => figure.currency);

/** Undefined when the sheet has what a slide of this kind is written from, else the question to ask. */
export function missingPrompt(key: FactKey, facts: FactSheet): string | undefined {
  switch (key) {
    case 'problem':
      return facts.problem
        ? undefined
        : 'No problem yet: what goes wrong for your customers today, and what does it cost them?';
    case 'solution':
      return facts.solution || facts.oneLiner ? undefined : 'No solution yet: what do you offer, in one sentence?';
    case 'product':
      return facts.product || facts.solution ? undefined : 'No product yet: how does a customer use it, step by step?';
    case 'businessModel':
      return facts.businessModel?.price || facts.businessModel?.rate !== undefined
        ? undefined
        : 'No price yet: what do you charge?';
    case 'traction':
      return facts.traction || facts.customers.length
        ? undefined
        : 'No traction yet: how many paying customers do you have, and since when?';
    case 'market':
      return facts.market?.sizes.length
        ? undefined
        : 'No market size yet: how many customers could buy this, and where does that number come from?';
    case 'competition':
      return facts.competition ? undefined : 'No competitors yet: what do your customers use today instead?';
    case 'team':
      return facts.team.length ? undefined : 'No team yet: who is building this, and in what role?';
    case 'ask':
      return facts.ask?.amount
        ? undefined
        : 'No amount yet: how much are you raising, and in what form (seed, grant…)?';
    case 'useOfFunds':
      return facts.useOfFunds.length ? undefined : 'No use of funds yet: what will the money pay for, in percentages?';
    case 'financials':
      return hasMoney(facts.traction?.text) ? undefined : 'No revenue yet: what did you earn last month or last year?';
    case 'whyNow':
      return facts.whyNow ? undefined : 'No "why now" yet: what has changed that makes this the moment?';
    case 'goToMarket':
      return facts.goToMarket
        ? undefined
        : 'No go-to-market yet: how do you win your next customers, and at what cost?';
    case 'milestones':
      return facts.milestones.length ? undefined : 'No milestones yet: what will you have reached, and by when?';
    case 'contact':
      return facts.contact ? undefined : 'No contact yet: how should an investor reach you?';
    default:
      return undefined;
  }
}

/** The slides whose kind of fact is not known yet, each with its question. */
export function missingFacts(
  facts: FactSheet,
  slides: ReadonlyArray<Pick<Slide, 'id' | 'title'>>,
  startupName?: string,
): MissingFact[] {
  return slides.flatMap((slide) => {
    const fact = factKeyOf(slide.title, startupName);
    const prompt = fact ? missingPrompt(fact, facts) : undefined;
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
function sameQuantity(facts: FactSheet, slides: Slide[]): DeckProblem[] {
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
          message: `"${slide.title}" says ${figure.text} ${said.join(' ')}; the facts say ${quantity.figure} ${quantity.unit}.`,
        });
      }
    }
  }
  return problems;
}

function fundsAddUp(facts: FactSheet, slides: Slide[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const total = facts.useOfFunds.reduce((sum, item) => sum + item.percent, 0);
  if (facts.useOfFunds.length && Math.abs(total - 100) > 0.01)
    problems.push({ rule: 'use-of-funds', message: `Use of funds adds up to ${formatFigure(total)} %, not 100 %.` });
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
        message: `"${slide.title}" splits the money ${shares.join(' + ')} = ${formatFigure(sum)} %, not 100 %.`,
      });
  }
  return problems;
}

function teamCount(facts: FactSheet, slides: Slide[]): DeckProblem[] {
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
          message: `"${slide.title}" says ${match[0]}; the team has ${people}.`,
        });
    }
  }
  return problems;
}

function askMatches(facts: FactSheet, slides: Slide[]): DeckProblem[] {
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
          message: `"${slide.title}" asks for ${figure.text}; the facts say ${ask.figure}.`,
        });
    }
  }
  return problems;
}

/** Where the slides disagree with the facts or with each other. */
export function deckProblems(facts: FactSheet, slides: Slide[]): DeckProblem[] {
  return [
    ...sameQuantity(facts, slides),
    ...fundsAddUp(facts, slides),
    ...teamCount(facts, slides),
    ...askMatches(facts, slides),
  ];
}
