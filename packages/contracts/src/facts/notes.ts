/**
 * Speaker notes written from what a slide says: its lead, then the two points to stress. The
 * generator writes them with the slide, and the editor's "Refresh notes" writes them again after
 * the slide was edited, so the notes never talk about text the slide no longer has.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { defineMessages, i18n, type MessageValues, type SaidMessage } from '@kuza/i18n';
import type { Slide } from '../schemas/deck';
import { capitalise } from '../capitalise';

/** How Kuza's words are said in a document: the document's language on the API, the page's by default. */
export type SayInDocument = (message: SaidMessage, values?: MessageValues) => string;

export const NOTES_MESSAGES = defineMessages({
  about: { id: 'notes.about', defaultMessage: 'This slide is about {title}' },
  whatComesNext: { id: 'notes.whatComesNext', defaultMessage: 'what comes next' },
  stress: { id: 'notes.stress', defaultMessage: 'The point to stress: {point}' },
  then: { id: 'notes.then', defaultMessage: 'Then: {point}' },
  questions: { id: 'notes.questions', defaultMessage: 'Then invite questions on this slide.' },
});

const squish = (text: string) => text.replace(/\s+/g, ' ').trim();
const withoutFullStop = (text: string) => squish(text).replace(/\.+$/, '');
const sentence = (text: string) => {
  const flat = squish(text);
  if (!flat) return '';
  const capital = capitalise(flat);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

/** The notes Kuza writes for a slide, its own words said in the deck's language (`say`). */
export function speakerNotes(slide: Pick<Slide, 'title' | 'content' | 'bullets'>, say: SayInDocument = i18n.t): string {
  const lead = squish(slide.content);
  const points = slide.bullets.map(withoutFullStop).filter(Boolean).slice(0, 2);
  const title = withoutFullStop(slide.title) || say(NOTES_MESSAGES.whatComesNext);
  const parts = [sentence(lead || say(NOTES_MESSAGES.about, { title }))];
  if (points.length) parts.push(sentence(say(NOTES_MESSAGES.stress, { point: points[0] })));
  if (points.length > 1) parts.push(sentence(say(NOTES_MESSAGES.then, { point: points[1] })));
  else parts.push(say(NOTES_MESSAGES.questions));
  return parts.join(' ');
}

/**
 * The fingerprint of what speaker notes are written from: the slide's title, lead and bullets.
 * A slide keeps the fingerprint of the text its notes were written for (`notesFrom`), so whether
 * they predate the last edit is computed from the slide itself, after a reload and in every tab.
 */
export function notesSourceOf(slide: Pick<Slide, 'title' | 'content' | 'bullets'>): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify([slide.title, slide.content, slide.bullets])))).slice(0, 32);
}

/** The notes were written for a text the slide no longer has (empty notes never are). */
export function notesAreStale(slide: Pick<Slide, 'title' | 'content' | 'bullets' | 'notes' | 'notesFrom'>): boolean {
  return Boolean(slide.notes.trim() && slide.notesFrom && slide.notesFrom !== notesSourceOf(slide));
}

type NotedSlide = Pick<Slide, 'title' | 'content' | 'bullets' | 'notes' | 'notesFrom'>;

/**
 * Which text a slide's notes were written from after a change from `previous` to `next`: notes
 * that are what Refresh notes writes for the slide as it is, and notes that changed (the founder's
 * own, the AI Helper's), were written for it now; unchanged ones keep their source, and notes saved
 * before sources were kept count as written from the previous text.
 *
 * `claimed` is what the editor worked out edit by edit (notes typed, then the title changed, in one
 * save: written from the text before); the API keeps it only when it is the fingerprint of one of
 * the two texts it knows, so a client can never make up a source.
 */
export function notesSourceAfter(previous: NotedSlide | undefined, next: NotedSlide, claimed?: string): string {
  const now = notesSourceOf(next);
  if (!previous || next.notes === speakerNotes(next)) return now;
  const before = previous.notesFrom ?? notesSourceOf(previous);
  if (claimed && [now, before, notesSourceOf(previous)].includes(claimed)) return claimed;
  return next.notes !== previous.notes ? now : before;
}
