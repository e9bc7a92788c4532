import type { SlideType } from '../decks';
import type { Slide } from '../schemas/deck';
import { pickIcon } from './icons';
import { normalizeSlide } from './registry';
import { splitFigure, splitMilestone } from './text-layouts';
import { visualOf } from './visual';

/** A date part of a milestone: a year, a quarter, a half or a month. */
const WHEN =
  /\b(19|20)\d{2}\b|\b(Q[1-4]|H[12])\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bmonth \d+|\byear \d+/i;
const CLOSING = /\b(thank|contact|get in touch|questions|q ?& ?a)\b/i;
const QUOTE = /^\s*["“]/;

/**
 * The layout generation gives a slide, from its content: its visual's kind when it carries one,
 * a title stays a title; then a closing for thanks and contacts, a quote for words in quotation
 * marks, big numbers when most bullets start with a figure, a timeline when most are dated steps,
 * two columns for many short points, bullets otherwise. The layout falls back to bullets on its
 * own whenever the text does not fit it, so a choice never loses words.
 */
export function chooseLayout(input: Slide): SlideType {
  const slide = normalizeSlide(input);
  if (slide.type === 'title' || slide.type === 'section') return slide.type;
  const visual = visualOf(slide);
  if (visual) return visual.kind;
  const bullets = slide.bullets.map((b) => b.trim()).filter(Boolean);
  if (slide.type === 'closing' || CLOSING.test(slide.title)) return 'closing';
  if (QUOTE.test(slide.content) && bullets.length <= 2) return 'quote';
  const most = (count: number) => bullets.length >= 2 && count >= Math.ceil(bullets.length * 0.75);
  if (bullets.length <= 8 && most(bullets.filter((b) => splitFigure(b).value).length)) return 'kpi';
  const dated = bullets.filter((b) => {
    const { when } = splitMilestone(b);
    return when && WHEN.test(when);
  });
  if (bullets.length <= 6 && bullets.length >= 3 && most(dated.length)) return 'timeline';
  if (bullets.length >= 4 && bullets.every((b) => b.length <= 70) && !slide.content.trim()) return 'two-column';
  return 'content';
}

/** A generated slide with its layout chosen by content and, when it has none, an icon picked by meaning. */
export function withChosenLayout(input: Slide): Slide {
  const slide = normalizeSlide(input);
  const icon = slide.icon ?? pickIcon(slide.title, slide.content) ?? undefined;
  return normalizeSlide({ ...slide, type: chooseLayout(slide), ...(icon ? { icon } : {}) });
}
