import { capitalise } from '../capitalise';
import { readFigures, type Figure } from '../facts/figures';
import { pitchSentences } from '../pitch/read-pitch';
import type { Slide, SlideTextField } from '../schemas/deck';

/**
 * What a slide's own words hold besides prose: figures to show big, dated steps to put on a line.
 * Read from the text the founder wrote (lead and bullets), never added to it: every word of a
 * unit is on its card or step, so a layout drawn from these says what the slide says. The kpi
 * and timeline layouts draw them, and the layout generation picks those layouts when a slide's
 * text is mostly made of them.
 */

/** One sentence of the lead, or one bullet, and the field it comes from. */
/** A sentence of a slide's text or one of its bullets, with the field it came from. */
export interface Unit {
  text: string;
  field: SlideTextField;
}

/** A figure shown big ('17,500', 'UGX 1.9 billion') and the founder's words around it. */
export interface FigureCard {
  value: string;
  label: string;
  field: SlideTextField;
}

/** A dated step: its date part ('Q4 2027', '2026') and what happens then. */
export interface DatedStep {
  when: string;
  what: string;
  field: SlideTextField;
}

/** The slide's text as a lead (the sentences that are not cards or steps) and its cards or steps. */
export interface Composition<T> {
  lead: string[];
  items: T[];
}

export const slideUnits = (slide: Pick<Slide, 'content' | 'bullets'>): Unit[] => [
  ...slide.content
    .split('\n')
    .flatMap(pitchSentences)
    .map((text) => ({ text, field: 'content' as const })),
  ...slide.bullets
    .map((b) => b.trim())
    .filter(Boolean)
    .map((text) => ({ text, field: 'bullets' as const })),
];

/** A figure at the start of a bullet ('$4.2M ARR', '1,200 farmers', '45% — repeat rate') and the rest. */
export function splitFigure(bullet: string): { value: string; label: string } {
  const match =
    /^\s*((?:[~≈+<>-]\s?)?(?:[$€£¥₦₵₹]|KSh|USD|KES|NGN|GHS|ZAR)?\s?\d[\d,.]*\s?(?:%|[KMB]n?|x|\+|k)?\+?)(?=\s|$)\s*[-–—:·|]?\s*(.*)$/i.exec(
      bullet,
    );
  return match ? { value: match[1].trim(), label: match[2].trim() } : { value: '', label: bullet.trim() };
}

/** 'Q3 2025: Launch in Kisumu' → when and what; a bullet without a date part is all 'what'. */
export function splitMilestone(bullet: string): { when: string; what: string } {
  const match = /^\s*([^:–—]{1,24}?)\s*[:–—]\s*(.+)$/.exec(bullet);
  return match ? { when: match[1], what: match[2] } : { when: '', what: bullet.trim() };
}

export const MONTHS =
  'jan(?:uary|vier|eiro)?|feb(?:ruary)?|fév(?:rier)?|fev(?:ereiro)?|mar(?:ch|s|ço)?|apr(?:il)?|avr(?:il)?|abr(?:il)?|may|mai(?:o)?|jun[ei]?|juin|juil(?:let)?|jul(?:y|ho)?|aug(?:ust)?|août|ago(?:sto)?|sep(?:t(?:ember|embre)?)?|set(?:embro)?|oct(?:ober|obre)?|out(?:ubro)?|nov(?:ember|embre|embro)?|dec(?:ember)?|déc(?:embre)?|dez(?:embro)?';
/** A date part of a step: a year with its quarter, half or month when written ('Q4 2027', 'June 2025', '2026'). */
const DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:Q[1-4]|H[12]|T[1-4]|S[12])\s+|(?:${MONTHS})\.?\s+)?(?:19|20)\d{2}(?![\p{L}\d])`,
  'iu',
);
/** A date part alone, as the start of a 'when: what' bullet. */
export const WHEN =
  /\b(19|20)\d{2}\b|\b(Q[1-4]|H[12])\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bmonth \d+|\byear \d+/i;

/** A span of time ('48 hours', '3 months', '12 mois', '48 ساعة'): how long, not a figure to show big. */
const SPAN =
  /^\s*(?:(?:hours?|days?|weeks?|months?|years?|minutes?|mins?|heures?|jours?|semaines?|mois|ans|années?|horas?|dias?|semanas?|meses|anos?)\b|(?:ساعات|ساعة|أيام|يوما|يومًا|يوم|أسابيع|أسبوعا|أسبوع|أشهر|شهور|شهرا|شهرًا|شهر|سنوات|سنة|أعوام|عاما|عامًا|عام|دقائق|دقيقة)(?!\p{L}))/iu;

const isYear = (figure: Figure) =>
  !figure.currency && !figure.percent && /^(19|20)\d{2}$/.test(figure.text) && Number.isInteger(figure.value);

/** The figures of a text worth a card: not a year, not a span of time. */
const cardFigures = (text: string) =>
  readFigures(text).filter((f) => !isYear(f) && !SPAN.test(text.slice(f.index + f.text.length)));

/** An Arabic 'and' ('و') joined to the figure after it ('و30٪', 'و ١٢٠٠'): a word that only starts with the letter is not cut. */
const ARABIC_AND = String.raw`و\s*(?=[\d٠-٩۰-۹])`;
/**
 * Where a sentence may be cut between two figures: commas, semicolons, 'and' in three languages,
 * Arabic's comma and semicolon ('،' '؛') and its 'and' joined to a figure, and the dots and bars founders set
 * between figures on one line ('9 300 membres · 96 % de rétention', '312 pharmacies | 9,800 consults').
 */
const CLAUSE = new RegExp(
  String.raw`(,\s+(?:and\s+|et\s+|e\s+)?|;\s+|\s+(?:and|et|e)\s+|[،؛]\s*(?:${ARABIC_AND})?|\s+${ARABIC_AND}|\s+[·•|]\s+)`,
);

/**
 * A sentence cut between its figures (or dates): each part holds one, a part without one stays
 * with its neighbour ('1,240 claims paid, most within 48 hours' is one part). Words are kept
 * as written; only the commas and 'and' between two parts go.
 */
function partsBy(text: string, holds: (piece: string) => boolean): string[] {
  const pieces = text.split(CLAUSE);
  const parts: string[] = [];
  let current = '';
  let hasFigure = false;
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i];
    const figure = holds(piece);
    if (figure && hasFigure) {
      parts.push(current);
      current = piece;
    } else {
      current += (i > 0 && current ? pieces[i - 1] : '') + piece;
    }
    hasFigure ||= figure;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

const withoutStop = (text: string) => text.replace(/[.;,،؛]+$/, '').trim();

/** A sentence cut between its figures, a part each ('we did R2.1 million in orders last month'). */
export const figureParts = (text: string): string[] => partsBy(text, (piece) => readFigures(piece).length > 0);

/** A part as a card: its figure big; the words after it, or the whole part when the figure is not first. */
function cardOf(part: string, field: SlideTextField): FigureCard {
  const [figure] = cardFigures(part);
  const before = part.slice(0, figure.index);
  const first =
    /^[\s~≈+<>]*(?:(?:about|around|over|nearly|almost|more than|environ|plus de|près de|cerca de|mais de)\s+)?$/i;
  if (first.test(before)) {
    const label = withoutStop(part.slice(figure.index + figure.text.length).replace(/^\s*[-–—:·|]?\s*/, ''));
    return { value: `${before.trim() ? `${before.trim()} ` : ''}${figure.text}`, label, field };
  }
  // 'Pharmacies live: 312', 'Monthly revenue — TZS 41m', 'Farmers 12 400': the words before a figure that ends the
  // part name it ('Revenue grew to KES 4m' is a sentence, kept whole).
  const ends = /^[\s.;,]*$/.test(part.slice(figure.index + figure.text.length));
  const named = before.replace(/\s*[:|=—–-]\s*$/, '').trim();
  const labelled = named !== before.trim() || (named.split(/\s+/).length <= 3 && !ENDS_ON_LINK.test(named));
  if (ends && named && labelled) return { value: figure.text, label: capitalise(named), field };
  return { value: figure.text, label: capitalise(withoutStop(part)), field };
}

// Words a name of a figure does not end on: the figure belongs to a sentence ('grew to', 'up by', 'passé à').
const ENDS_ON_LINK =
  /(?:^|\s)(?:to|of|by|at|in|on|for|from|with|than|is|are|was|were|reached|hit|de|à|a|em|para|par|pour|sur|avec|que|est|sont|é|são|foi|over|about|around|nearly)$/i;

/** A sentence or bullet as cards, cut between its figures, one card per figure. */
const unitCards = (unit: Unit): FigureCard[] =>
  partsBy(unit.text, (piece) => cardFigures(piece).length > 0).map((part) => cardOf(part, unit.field));

/**
 * The slide as figure cards: bullets that start with a figure, one card each, after the lead's
 * sentences that hold figures (cut between them) and under the lead's other sentences; otherwise
 * each sentence and bullet cut between its figures, one card per figure, the sentences without
 * one as the lead.
 */
export function figureCards(slide: Pick<Slide, 'content' | 'bullets'>): Composition<FigureCard> {
  const bullets = slide.bullets.map((b) => b.trim()).filter(Boolean);
  const leading = bullets.filter((b) => splitFigure(b).value).length;
  const lead: string[] = [];
  const items: FigureCard[] = [];
  if (bullets.length && leading >= Math.ceil(bullets.length * 0.75)) {
    // The lead as written, but for a sentence holding two figures or more, which is cards like
    // the bullets ('Results: 1 200 clients, 30 % growth.'); one figure stays the lead's.
    for (const line of slide.content.split('\n').map((text) => text.trim())) {
      if (!line) continue;
      const sentences = pitchSentences(line);
      const figured = sentences.some((text) => cardFigures(text).length > 1);
      if (!figured) lead.push(line);
      else
        for (const text of sentences) {
          if (cardFigures(text).length > 1) items.push(...unitCards({ text, field: 'content' }));
          else lead.push(text);
        }
    }
    for (const b of bullets) {
      // A figure read whole ('12 400 nurses', 'KES 1.9 million') over the first digits alone.
      const card = cardFigures(b).length ? cardOf(b, 'bullets') : null;
      items.push(card && b.startsWith(card.value) ? card : { ...splitFigure(b), field: 'bullets' as const });
    }
    return { lead, items };
  }
  for (const unit of slideUnits(slide)) {
    if (!cardFigures(unit.text).length) lead.push(unit.text);
    else items.push(...unitCards(unit));
  }
  return { lead, items };
}

/**
 * A part as a step: when it opens with its date ('By 2027 we reach…'), the date and its word before
 * it head the step and the rest is under it; otherwise the date heads the whole part.
 */
function stepOf(part: string, field: SlideTextField): DatedStep {
  const date = DATE.exec(part)!;
  const opening = /^\s*(?:(?:in|by|from|en|d'ici|em|até)\s+)?$/i.test(part.slice(0, date.index));
  const rest = part.slice(date.index + date[0].length).replace(/^\s*[-–—:,]\s*/, '');
  if (opening && rest)
    return { when: part.slice(0, date.index + date[0].length).trim(), what: withoutStop(rest), field };
  return { when: date[0], what: capitalise(withoutStop(part)), field };
}

/** A year to order steps by (a quarter or month only adds a fraction). */
const yearOf = (when: string) => Number(/(19|20)\d{2}/.exec(when)?.[0] ?? NaN);

/**
 * The slide as dated steps: 'when: what' bullets as written; otherwise each sentence and bullet
 * that names a date, the date as its step's heading and the sentence whole under it (or what
 * follows the date, when the sentence opens with it). Sentences without a date are the lead.
 */
export function datedSteps(slide: Pick<Slide, 'content' | 'bullets'>): Composition<DatedStep> {
  const bullets = slide.bullets.map((b) => b.trim()).filter(Boolean);
  const split = bullets.map(splitMilestone);
  const dated = split.filter((s) => s.when && WHEN.test(s.when)).length;
  if (bullets.length && dated >= Math.ceil(bullets.length * 0.75)) {
    return {
      lead: slide.content
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      items: split.map((s) => ({ ...s, field: 'bullets' as const })),
    };
  }
  const lead: string[] = [];
  const items: DatedStep[] = [];
  for (const unit of slideUnits(slide)) {
    if (!DATE.test(unit.text)) lead.push(unit.text);
    else items.push(...partsBy(unit.text, (piece) => DATE.test(piece)).map((part) => stepOf(part, unit.field)));
  }
  return { lead, items };
}

/** Whether steps run forward in time (a history told backwards is no timeline). */
export const inOrder = (steps: DatedStep[]): boolean => {
  const years = steps.map((s) => yearOf(s.when)).filter(Number.isFinite);
  return years.every((year, i) => i === 0 || year >= years[i - 1]);
};
