/**
 * Pasted text or an imported deck's text → outline sections. Three readings, tried in order:
 * 1. structured: headings as readPastedLine reads them (markdown, 'Title:', Title Case, the usual
 *    names of pitch sections), the lines under them (bullets or prose) become the description;
 * 2. a plain list: one section per line ('Problem: farmers lose 40%' splits into title and description);
 * 3. prose with no structure: chunks of a few sentences, titled by what they talk about.
 */
import {
  isPitchSectionName,
  pastedSections,
  pitchCompanyName,
  stripNumbering,
  type OutlineSection,
} from '@kuza/contracts';
import { clampText, sentences, slugify, squish, stripBullet, withoutFullStop } from './text';

// The founder's whole section is kept (the outline allows 1000 characters): a cut point loses a fact.
const MAX_DESCRIPTION = 1000;
const MAX_SECTIONS = 30;
const ROLE_HINTS: ReadonlyArray<[RegExp, string, string]> = [
  [/rais|funding|invest|\bask\b|runway|use of funds/i, 'The Ask', 'How much is being raised, and what it buys.'],
  [/team|founder|\bceo\b|\bcto\b|co-?founded/i, 'Team', 'Founders and key team members.'],
  [/compet|alternative|compared|incumbent/i, 'Competition', 'Alternatives and why this startup wins.'],
  [/market|billion|\btam\b|\bbn\b/i, 'Market Size', 'Market size and opportunity.'],
  [/customers|revenue|grew|growth|users|traction|month on month/i, 'Traction', 'Progress so far, in numbers.'],
  [/charge|fee|subscription|pricing|commission|margin/i, 'Business Model', 'How the startup makes money.'],
  [/problem|struggl|lose|lack|cannot|can't|spoil|costly|expensive/i, 'Problem', 'What problem are you solving?'],
  [/we built|our (app|platform|product|solution)|solution|helps|lets/i, 'Solution', 'Your product or service.'],
];

/** Lines under a title → one description: bullets and wrapped lines joined into sentences. */
function describe(lines: string[]): string {
  const parts = lines.map((line) => squish(stripBullet(stripNumbering(line)))).filter(Boolean);
  const text = parts.map((part) => (/[.!?…:;]$/.test(part) ? part : `${part}.`)).join(' ');
  return clampText(text, MAX_DESCRIPTION);
}

const sectionsOf = (items: Array<{ title: string; description: string }>): OutlineSection[] =>
  items.slice(0, MAX_SECTIONS).map((item, index) => ({
    id: `section-${String(index + 1).padStart(2, '0')}-${slugify(item.title, 32)}`,
    title: clampText(item.title, 80),
    description: item.description,
  }));

function hintFor(title: string): string {
  return (
    ROLE_HINTS.find(([pattern, hint]) => pattern.test(title) || hint.toLowerCase() === title.toLowerCase())?.[2] ?? ''
  );
}

function structured(text: string): OutlineSection[] | undefined {
  const { preamble, sections } = pastedSections(text);
  if (sections.length < 2) return undefined;
  const items = sections.map((section) => ({ title: section.title, body: [...section.lines] }));
  const company = pitchCompanyName(text);
  if (preamble.length && company && !isPitchSectionName(sections[0].title)) items[0].body.unshift(...preamble);
  else if (preamble.length && company) {
    // 'KopaFasta — daily-repayment credit for traders' opens the deck as its own cover section.
    const tagline = preamble.map((line, i) => (i === 0 ? line.replace(/^[^:—–-]*(?::|\s[—–-]\s)\s*/, '') : line));
    items.unshift({ title: company, body: tagline.filter((line) => squish(line) && squish(line) !== company) });
  } else if (preamble.length) items[0].body.unshift(...preamble);
  return sectionsOf(
    items.map((item) => ({ title: item.title, description: describe(item.body) || hintFor(item.title) })),
  );
}

function plainList(lines: string[]): OutlineSection[] | undefined {
  const items = lines.map((line) => squish(stripBullet(stripNumbering(line)))).filter(Boolean);
  if (items.length < 2 || items.some((item) => item.split(' ').length > 30)) return undefined;
  return sectionsOf(
    items.map((item) => {
      const split = /^(.{2,60}?)\s*(?::|\s[—–-]\s)\s*(.+)$/.exec(item);
      if (split) return { title: withoutFullStop(split[1]), description: clampText(split[2], MAX_DESCRIPTION) };
      const words = item.split(' ');
      if (words.length <= 6) return { title: withoutFullStop(item), description: hintFor(item) };
      return { title: withoutFullStop(words.slice(0, 5).join(' ')), description: clampText(item, MAX_DESCRIPTION) };
    }),
  );
}

const hintOf = (text: string) => ROLE_HINTS.find(([pattern]) => pattern.test(text))?.[1];

function chunks(text: string): OutlineSection[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map(squish)
    .filter(Boolean);
  const items: Array<{ title?: string; parts: string[] }> = [];
  if (paragraphs.length > 1) {
    for (const paragraph of paragraphs) items.push({ title: hintOf(paragraph), parts: [paragraph] });
  } else {
    // One block of prose: a new chunk starts where the topic changes (or after four sentences).
    for (const sentence of sentences(text)) {
      const hint = hintOf(sentence);
      const current = items[items.length - 1];
      if (!current || (hint && hint !== current.title) || (!hint && current.parts.length >= 4))
        items.push({ title: hint, parts: [sentence] });
      else current.parts.push(sentence);
    }
  }
  const used = new Set<string>();
  return sectionsOf(
    items.map(({ title, parts }) => {
      const piece = parts.join(' ');
      const fallback = withoutFullStop(sentences(piece)[0] ?? piece)
        .split(' ')
        .slice(0, 5)
        .join(' ');
      const chosen = title && !used.has(title) ? title : fallback;
      used.add(chosen);
      return { title: chosen, description: clampText(piece, MAX_DESCRIPTION) };
    }),
  );
}

export function outlineFromText(text: string): OutlineSection[] {
  const clean = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .trim();
  if (!clean) return [];
  const lines = clean.split('\n');
  return structured(clean) ?? plainList(lines) ?? chunks(clean);
}
