/**
 * How a line of pasted pitch text is read: a section heading, a bullet, or text. The API builds
 * the outline from these readings and the paste step's preview shows the same ones, so the
 * founder sees which lines become sections before the outline is made.
 *
 * A heading is a markdown heading, a short line ending with ':', a short Title Case line, or a
 * pitch section's usual name in any case ('The problem', 'Our solution', 'Why now',
 * 'Go-to-market'), numbered or not. 'Problem: farmers lose 40 %' is that heading with its text.
 */
export type PastedLine =
  { kind: 'heading'; text: string; rest?: string } | { kind: 'bullet'; text: string } | { kind: 'text'; text: string };

// PDF text layers often turn a bullet glyph into a private-use character (U+F095 and friends).
const BULLET_MARK = /^\s*[•\-*–—·▪●○◦‣⁃►✓\uE000-\uF8FF]\s*/u;
const NUMBERING = /^\s*(?:\d{1,2}[.)]|[ivx]{1,4}[.)]|(?:section|part|slide)\s+\d{1,2}[.:)]?)\s+/i;
const SMALL_WORDS = new Set(
  'a an and of the to for in on vs vs. with at by de et la le les des du & + — – - /'.split(' '),
);

/** The names founders give the sections of a pitch, as they write them, lower case. */
const SECTION_NAMES = new Set([
  'problem',
  'the problem',
  'our problem',
  'pain',
  'pain point',
  'pain points',
  'solution',
  'the solution',
  'our solution',
  'product',
  'the product',
  'our product',
  'how it works',
  'business model',
  'our business model',
  'revenue model',
  'pricing',
  'how we make money',
  'market',
  'the market',
  'market size',
  'market opportunity',
  'opportunity',
  'the opportunity',
  'traction',
  'our traction',
  'progress',
  'customers',
  'our customers',
  'competition',
  'the competition',
  'competitors',
  'competitive advantage',
  'why us',
  'why now',
  'go-to-market',
  'go to market',
  'go-to-market strategy',
  'distribution',
  'team',
  'the team',
  'our team',
  'founders',
  'financials',
  'projections',
  'the ask',
  'our ask',
  'ask',
  'funding',
  'investment',
  'use of funds',
  'milestones',
  'roadmap',
  'vision',
  'our vision',
  'mission',
  'impact',
  'contact',
  'summary',
  'executive summary',
  'overview',
  'introduction',
  'agenda',
  'contents',
  'table of contents',
  'pitch deck',
  'investor deck',
  'investor presentation',
  'appendix',
  'thank you',
  'questions',
  'q&a',
  'what we built',
  'funding ask',
  'the numbers',
  // French pitches
  'le problème',
  'problème',
  'la solution',
  'notre solution',
  'le produit',
  'notre produit',
  'modèle économique',
  "modèle d'affaires",
  'le marché',
  'marché',
  'concurrence',
  'la concurrence',
  'équipe',
  "l'équipe",
  'notre équipe',
  'notre demande',
  'la demande',
  'levée de fonds',
  'utilisation des fonds',
  'pourquoi maintenant',
  'feuille de route',
]);

export const squishText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True for lines such as '• Built…', '- Built…', '* Built…', '– Built…' (not '-5 %'). */
export function isBulletLine(line: string): boolean {
  return BULLET_MARK.test(line) && squishText(line.replace(BULLET_MARK, '')).length > 0 && !/^\s*-?\d/.test(line);
}

/** A line that is only a bullet glyph (PDFs put the glyph and its text on separate lines). */
export function isBareBullet(line: string): boolean {
  return BULLET_MARK.test(line) && !squishText(line.replace(BULLET_MARK, ''));
}

export function stripBullet(line: string): string {
  return squishText(line.replace(BULLET_MARK, ''));
}

/** Drops a line's numbering ('1.', 'iv)', 'Section 3:'). */
export function stripNumbering(line: string): string {
  return line.replace(NUMBERING, '');
}

const isSectionName = (text: string) =>
  SECTION_NAMES.has(
    text
      .toLowerCase()
      .replace(/[.:!?]+$/, '')
      .trim(),
  );

function isTitleCase(text: string): boolean {
  if (!text || text.length > 50 || /[.!?;,]$/.test(text) || /\d/.test(text) || /:\s*\S/.test(text)) return false;
  const words = text.split(' ');
  if (words.length > 6 || !/^\p{Lu}/u.test(text)) return false;
  return words.every((word) => SMALL_WORDS.has(word.toLowerCase()) || /^[\p{Lu}\d"'(]/u.test(word));
}

export function readPastedLine(raw: string): PastedLine {
  const line = squishText(raw);
  const markdown = /^#{1,6}\s+(.+)$/.exec(line)?.[1];
  if (markdown) return { kind: 'heading', text: markdown.replace(/^\*\*|\*\*$/g, '').replace(/\.+$/, '') };
  // '**Use of funds**' is a bold heading, not a bullet starting with '*'.
  const bold = /^\*\*(.+?)\*\*(:?)$/.exec(stripNumbering(line));
  if (!bold && isBulletLine(raw)) return { kind: 'bullet', text: stripBullet(raw) };
  const text = squishText(bold ? bold[1] + bold[2] : stripNumbering(line));
  if (/:$/.test(text) && text.split(' ').length <= 8) return { kind: 'heading', text: squishText(text.slice(0, -1)) };
  // 'Problem: farmers lose…' and 'Problem - farmers lose…'.
  const labelled = /^\**([^:*]{2,40}?)\**\s*(?::|\s[-–—]\s)\s*(.+)$/.exec(text);
  if (labelled && isSectionName(labelled[1])) {
    return { kind: 'heading', text: squishText(labelled[1]), rest: squishText(labelled[2]) };
  }
  if (isTitleCase(text) || isSectionName(text)) return { kind: 'heading', text: text.replace(/[.:]+$/, '') };
  return { kind: 'text', text };
}

/** Every non-empty line of a pasted text, read. */
export function readPastedText(text: string): PastedLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .filter((line) => squishText(line))
    .map(readPastedLine);
}

/** True for the usual names of pitch sections ('The problem', 'Use of funds'), whatever their case. */
export function isPitchSectionName(text: string): boolean {
  return isSectionName(squishText(stripNumbering(text)).replace(/^#+\s*|\*\*/g, ''));
}

/**
 * The company a pasted pitch is about, when the text says it: a first line that is a short name
 * rather than a section ('ShambaEye'), or a first sentence that starts with it ('ShambaEye is a
 * Nairobi agritech…', 'ShambaEye helps…'). Undefined when the text does not say.
 */
export function pitchCompanyName(text: string): string | undefined {
  const first = readPastedText(text)[0];
  if (!first) return undefined;
  const line = first.text.replace(/[.:]+$/, '');
  if (first.kind === 'heading' && !first.rest && !isSectionName(line) && line.split(' ').length <= 4) return line;
  // 'SahTek: a doctor in every pharmacy', 'KopaFasta — daily-repayment credit for market traders'.
  const tagged = /^([\p{Lu}\d][\p{L}\d&.'-]*(?: [\p{Lu}\d][\p{L}\d&.'-]*){0,3})\s*(?::|\s[—–-]\s)\s*\S/u.exec(
    first.text,
  );
  if (tagged && !isSectionName(tagged[1])) return tagged[1];
  const sentence =
    /^([\p{Lu}\d][\p{L}\d&.'-]*(?: [\p{Lu}\d][\p{L}\d&.'-]*){0,3})\s+(?:is|are|helps|builds|makes|lets|gives|connects|provides|offers|sells)\b/u.exec(
      first.text,
    );
  return sentence && !isSectionName(sentence[1]) ? sentence[1] : undefined;
}

export interface PastedSection {
  title: string;
  /** The lines under the heading (its own text first for 'Problem: …'), as pasted. */
  lines: string[];
}

/**
 * A pasted pitch as its sections: each heading with the lines under it, and the lines before the
 * first heading (a tagline) apart. The outline and the fact sheet are both read from this.
 */
export function pastedSections(text: string): { preamble: string[]; sections: PastedSection[] } {
  const preamble: string[] = [];
  const sections: PastedSection[] = [];
  for (const line of (text ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')) {
    if (!squishText(line)) continue;
    const read = readPastedLine(line);
    if (read.kind === 'heading') sections.push({ title: read.text, lines: read.rest ? [read.rest] : [] });
    else (sections.length ? sections[sections.length - 1].lines : preamble).push(line);
  }
  return { preamble, sections };
}
