/**
 * How the pasted text will be read, for the live preview: the same first reading the API's
 * outlineFromText tries (markdown headings, short lines ending in ':' and short Title Case lines
 * are section titles; bullets and prose under them describe the section). The API makes the
 * outline itself; this only shows the founder which lines become titles.
 */
export type PastedBlock = { kind: 'heading' | 'bullet' | 'text'; text: string };

const BULLET = /^\s*(?:[•\-*–—·▪●○◦‣⁃])\s*/;
const NUMBERING = /^\s*(?:\d{1,2}[.)]|[ivx]{1,4}[.)])\s+/i;
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'to',
  'for',
  'in',
  'on',
  'vs',
  'with',
  'at',
  'by',
  '&',
  '+',
  '-',
  '/',
]);

const squish = (text: string) => text.replace(/\s+/g, ' ').trim();

const isBullet = (line: string) =>
  BULLET.test(line) && squish(line.replace(BULLET, '')) !== '' && !/^\s*-?\d/.test(line);

function isTitleCase(text: string): boolean {
  if (!text || text.length > 50 || /[.!?;,]$/.test(text) || /\d/.test(text) || /:\s*\S/.test(text)) return false;
  const words = text.split(' ');
  if (words.length > 6 || !/^\p{Lu}/u.test(text)) return false;
  return words.every((word) => SMALL_WORDS.has(word.toLowerCase()) || /^[\p{Lu}\d"'(]/u.test(word));
}

function titleOf(raw: string): string | undefined {
  const line = squish(raw);
  const markdown = /^#{1,6}\s+(.+)$/.exec(line)?.[1];
  if (markdown) return markdown.replace(/^\*\*|\*\*$/g, '').replace(/\.+$/, '');
  if (isBullet(raw)) return undefined;
  const text = line.replace(NUMBERING, '').replace(/^\*\*(.+)\*\*$/, '$1');
  if (/:$/.test(text) && text.split(' ').length <= 8) return squish(text.slice(0, -1));
  return isTitleCase(text) ? text : undefined;
}

export function readPastedText(text: string): PastedBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => squish(line))
    .map((line): PastedBlock => {
      const title = titleOf(line);
      if (title) return { kind: 'heading', text: title };
      if (isBullet(line)) return { kind: 'bullet', text: squish(line.replace(BULLET, '')) };
      return { kind: 'text', text: squish(line.replace(NUMBERING, '')) };
    });
}
