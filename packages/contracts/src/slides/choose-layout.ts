import type { SlideType } from '../decks';
import type { Slide } from '../schemas/deck';
import { datedSteps, figureCards, inOrder, slideUnits, type Composition } from './compose';
import {
  comparisonRows,
  figureSeries,
  peopleCards,
  quoteOf,
  shareChart,
  withoutUnits,
  writtenRows,
} from './compose-visuals';
import { pickIcon } from './icons';
import { layoutSlide } from './layouts';
import { normalizeSlide } from './registry';
import { visualOf } from './visual';

// The writer's two columns of a comparison are set from here too: this file is the package's door to layouts.
export { contrastColumns } from './compose-visuals';

// A closing titled in the founder's language too: 'Contact', 'Contacto', 'Contato', 'Merci', 'Obrigado'.
const CLOSING = /\b(thank|thanks|contact|contacto|contato|get in touch|questions|q ?& ?a|merci|obrigad[oa])\b/i;
const QUOTE = /^\s*["“]/;

/** Cards or steps that make the slide: between `min` and `max` of them, the lead at most a third of the text. */
function composes<T extends object>({ lead, items }: Composition<T>, min: number, max: number): boolean {
  if (items.length < min || items.length > max) return false;
  const leadLength = lead.join(' ').length;
  const itemsLength = items.map((item) => Object.values(item).join(' ')).join(' ').length;
  return leadLength * 2 <= itemsLength;
}

/**
 * The visual a slide's own words make, when they make one: a series over time or a split that adds
 * to 100 as a chart (its sentences stay beside it as the takeaway), people with roles as team cards, rows the founder
 * wrote or 'Unlike X, we…' lines as a table (those sentences become the cards or the rows).
 */
export function visualFromWords(slide: Slide): Partial<Slide> | null {
  const series = figureSeries(slide) ?? shareChart(slide);
  if (series) return { chart: series.chart };
  const people = peopleCards(slide);
  if (people) return { ...withoutUnits(slide, people.units), team: people.members };
  const rows = writtenRows(slide) ?? comparisonRows(slide);
  if (rows) return { ...withoutUnits(slide, rows.units), table: { rows: rows.rows } };
  return null;
}

/** Whether the slide is drawn in `type`'s own layout (it fits at the floors), not as bullets. */
const draws = (slide: Slide, type: SlideType) => layoutSlide({ ...slide, type })[0]?.layout === type;

/**
 * A slide made by one figure: its one card's sentence says most of the slide (the rest, as a lead, at
 * most half as long), the figure is what the sentence opens on (in its first half, not a detail at its
 * end: 'agiotas que cobram 20 % ao mês') and the card fits. The writer sets it for a problem or a
 * market ('Kenya has 4.5 million smallholder farms'): a designer shows that figure big.
 */
export function oneBigNumber(slide: Slide): boolean {
  const cards = figureCards(slide);
  if (!composes(cards, 1, 1)) return false;
  const [card] = cards.items;
  const said = slideUnits(slide).find((unit) => unit.field === card.field && unit.text.includes(card.value));
  return !!said && said.text.indexOf(card.value) <= said.text.length / 2 && draws(slide, 'kpi');
}

/**
 * The layout generation gives a slide, from its content: its visual's kind when it carries one,
 * a title stays a title; then a closing for thanks and contacts, a quote for words in quotation
 * marks; a timeline when every sentence or bullet is a dated step, in order; big numbers when
 * its sentences and bullets are mostly figures (two to six, or bullets that open with one); a
 * timeline when most are dated steps; two columns for many short points, bullets otherwise. A
 * layout is chosen only when the slide's text fits it at the floors, so a choice never loses words.
 * Two columns the writer set (the others and us, two alternatives) stay two columns when they fit, and
 * a problem's or a market's one big number its card.
 * Before the figures and dates, a chart, team cards or a table when the slide's words make one.
 */
export function chooseLayout(input: Slide): SlideType {
  const slide = normalizeSlide(input);
  if (slide.type === 'title' || slide.type === 'section') return slide.type;
  // Two sides the writer set apart (contrastColumns) stay two columns when they fit; a problem's or a market's one
  // big number (oneBigNumber) stays its card.
  if (slide.type === 'two-column' && slide.bullets.length === 2 && draws(slide, 'two-column')) return 'two-column';
  if (slide.type === 'kpi' && oneBigNumber(slide)) return 'kpi';
  const visual = visualOf(slide);
  if (visual) return visual.kind;
  const bullets = slide.bullets.map((b) => b.trim()).filter(Boolean);
  if (slide.type === 'closing' || CLOSING.test(slide.title)) return 'closing';
  if (QUOTE.test(slide.content) && bullets.length <= 2) return 'quote';
  const drawn = visualFromWords(slide);
  if (drawn) return visualOf({ ...slide, ...drawn })?.kind ?? 'content';
  const steps = datedSteps(slide);
  const cards = figureCards(slide);
  const timeline = inOrder(steps.items) && composes(steps, 2, 6);
  // A lead that is itself the first dated step ('Q1 2026: …' over 'Q3 2026: …' and '2027: …') makes one too.
  const withLead = datedSteps({ content: '', bullets: slide.content.trim() ? [slide.content, ...bullets] : [] });
  const ledTimeline = !withLead.lead.length && inOrder(withLead.items) && composes(withLead, 3, 6);
  if (((timeline && !steps.lead.length) || ledTimeline) && draws(slide, 'timeline')) return 'timeline';
  if (composes(cards, 2, cards.items.every((c) => c.field === 'bullets') ? 8 : 6) && draws(slide, 'kpi')) return 'kpi';
  if (timeline && draws(slide, 'timeline')) return 'timeline';
  if (bullets.length >= 4 && bullets.every((b) => b.length <= 70) && !slide.content.trim()) return 'two-column';
  return 'content';
}

/**
 * A generated slide with its layout chosen by content, the visual its words make (chart, team
 * cards, table) and, when it has none, an icon picked by meaning.
 */
export function withChosenLayout(input: Slide): Slide {
  const slide = normalizeSlide(input);
  const icon = slide.icon ?? pickIcon(slide.title, slide.content) ?? undefined;
  const type = chooseLayout(slide);
  const drawn =
    type === 'quote'
      ? quoteOf(slide)
      : ['chart', 'team', 'table'].includes(type) && !visualOf(slide)
        ? visualFromWords(slide)
        : null;
  return normalizeSlide({ ...slide, ...drawn, type, ...(icon ? { icon } : {}) });
}
