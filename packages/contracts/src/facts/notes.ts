/**
 * Speaker notes written from what a slide says: its lead, then the two points to stress. The
 * generator writes them with the slide, and the editor's "Refresh notes" writes them again after
 * the slide was edited, so the notes never talk about text the slide no longer has.
 */
import type { Slide } from '../schemas/deck';

const squish = (text: string) => text.replace(/\s+/g, ' ').trim();
const withoutFullStop = (text: string) => squish(text).replace(/\.+$/, '');
const sentence = (text: string) => {
  const flat = squish(text);
  if (!flat) return '';
  const capital = flat[0].toUpperCase() + flat.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

export function speakerNotes(slide: Pick<Slide, 'title' | 'content' | 'bullets'>): string {
  const lead = squish(slide.content);
  const points = slide.bullets.map(withoutFullStop).filter(Boolean).slice(0, 2);
  const parts = [sentence(lead || `This slide is about ${withoutFullStop(slide.title) || 'what comes next'}`)];
  if (points.length) parts.push(sentence(`The point to stress: ${points[0]}`));
  if (points.length > 1) parts.push(sentence(`Then: ${points[1]}`));
  else parts.push('Then invite questions on this slide.');
  return parts.join(' ');
}
