/** Small text helpers shared by the builtin generator, the text importers and the OpenAI parser. */
import { capitalise } from '@kuza/contracts';
import { pitchSentences } from '@kuza/contracts/pitch';

export { capitalise };

/** 'Market Size & Fit' → 'market-size-fit'; accents are folded so ids stay ASCII. */
export function slugify(text: string, max = 40): string {
  const slug = foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || 'section';
}

/** Slide ids are stable (position + title), whoever writes the slide: a provider or an import. */
export function slideId(index: number, title: string): string {
  return `slide-${String(index + 1).padStart(2, '0')}-${slugify(title, 32)}`;
}

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Collapses runs of whitespace; the inputs come from forms, pasted text and PDF text layers. */
export function squish(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Splits prose into sentences, keeping the terminal punctuation ('Dr.'-style abbreviations are rare in decks). */
export function sentences(text: string | undefined): string[] {
  // One reading of sentences for pitches and slides: a full stop inside a token ('USD 2.5m',
  // 'M-Pesa.com') or after a title or a company form ('Dr.', 'Ltd.') does not end one.
  // A line break ends a sentence too: 'We are raising USD 700k:' over its list leads it, never joins its first item.
  return (text ?? '').split(/\n+/).flatMap((line) => pitchSentences(squish(line)));
}

/** A text of lines, each squished, blank lines left out. */
export const squishLines = (text: string): string => text.split('\n').map(squish).filter(Boolean).join('\n');

/** A text of lines, each squished, cut as `clampText` cuts when it runs over `max` (then on one line). */
export function clampLines(text: string, max: number): string {
  const lines = squishLines(text);
  return lines.length <= max ? lines : clampText(lines, max);
}

/** Cuts at a word boundary and adds an ellipsis, so a trimmed description never ends mid-word. */
export function clampText(text: string, max: number): string {
  const flat = squish(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Ensures one terminal full stop (or keeps ! / ?). */
export function sentence(text: string): string {
  const flat = capitalise(squish(text));
  if (!flat) return '';
  // A lead-in over its list keeps its colon.
  return /[.!?…:]$/.test(flat) ? flat : `${flat}.`;
}

export function withoutFullStop(text: string): string {
  return squish(text).replace(/[.]+$/, '');
}

export function lowerFirst(text: string): string {
  // Keeps acronyms and proper nouns ('SMEs', 'Nairobi') as typed.
  if (!text || /^[A-Z]{2}/.test(text) || /^[A-Z][a-z]+[A-Z]/.test(text)) return text;
  return text[0].toLowerCase() + text.slice(1);
}

/** 1200 → '1,200' (en-US grouping, fixed so output does not depend on the server locale). */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Picks from a list by a stable index: deterministic variety without randomness. */
export function pick<T>(items: readonly T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length];
}

/** A small stable hash (FNV-1a) so phrasing choices depend on the inputs, never on time or chance. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function listPhrase(items: readonly string[], conjunction = 'and'): string {
  const clean = items.filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? '';
  return `${clean.slice(0, -1).join(', ')} ${conjunction} ${clean[clean.length - 1]}`;
}

// One reading of bullets for pasted, imported and typed text, shared with the paste preview.
export { isBareBullet, isBulletLine, stripBullet } from '@kuza/contracts';

/** Words of a prompt worth echoing back: no stop words, no filler. */
export function keyWords(text: string, max = 4): string[] {
  const stop = new Set(
    'a an and are as at be but by can do for from give has have how i in into is it its make me more my of on or our please so than that the their them then this to us we what with you your slide rewrite write add use just bit make it'.split(
      ' ',
    ),
  );
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of squish(text).split(/[^\p{L}\p{N}'-]+/u)) {
    const word = raw.replace(/^['-]+|['-]+$/g, '');
    const key = word.toLowerCase();
    if (word.length < 3 || stop.has(key) || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length >= max) break;
  }
  return words;
}
