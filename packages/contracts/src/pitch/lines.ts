/**
 * A pasted pitch as lines with their layout, read by a markdown lexer (marked): headings, list items
 * with their depth and numbering, table rows, and paragraph lines with where their block starts and
 * ends and which words are bold. Plain text is markdown without markup, so both go through here;
 * what is a section heading is decided from this layout afterwards (headings.ts).
 */
import { Lexer, type Token, type Tokens } from 'marked';

export interface LaidLine {
  text: string;
  kind: 'heading' | 'text' | 'item' | 'row';
  /** The block (paragraph, list, table, heading) the line belongs to; blank lines separate blocks. */
  block: number;
  /** First and last line of its block. */
  first: boolean;
  last: boolean;
  /** A markdown heading's level (1–6), a list item's nesting (1 = top level). */
  depth: number;
  /** An ordered list item, and its number. */
  ordered?: boolean;
  number?: number;
  /** How many items the list of an item has. */
  items?: number;
  /** Lines that continue a list item ('1. Problem' + 'Farmers lose…' under it). */
  continues?: boolean;
  /** The whole line is bold ('**What we need**'), or it opens with a bold label ('**Price.** KES 4…'). */
  bold?: 'whole' | 'lead';
  /** For a bold lead: the label and the text after it. */
  label?: string;
  rest?: string;
  /** A table row's cells, and the header's. */
  cells?: string[];
  header?: string[];
}

/** Inline tokens → plain text, with the spans that were bold. */
function inline(tokens: Token[] | undefined, bold: Array<[number, number]>, at = 0): string {
  let text = '';
  for (const token of tokens ?? []) {
    const start = at + text.length;
    if (token.type === 'strong') {
      text += inline((token as Tokens.Strong).tokens, bold, start);
      bold.push([start, at + text.length]);
    } else if (token.type === 'br') text += '\n';
    else if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length)
      text += inline(token.tokens as Token[], bold, start);
    else if (token.type === 'image') text += (token as Tokens.Image).text;
    else text += 'text' in token && typeof token.text === 'string' ? decode(token.text) : '';
  }
  return text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

/** Splits inline text into lines, each with its bold reading. */
function textLines(
  tokens: Token[] | undefined,
  fallback: string,
): Array<Pick<LaidLine, 'text' | 'bold' | 'label' | 'rest'>> {
  const bold: Array<[number, number]> = [];
  const text = tokens ? inline(tokens, bold) : fallback;
  const lines: Array<Pick<LaidLine, 'text' | 'bold' | 'label' | 'rest'>> = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const start = offset;
    offset += raw.length + 1;
    const lead = raw.length - raw.trimStart().length;
    const line = raw.trim();
    if (!line) continue;
    const span = bold.find(([from, to]) => from <= start + lead + 1 && to > start + lead);
    if (!span) {
      lines.push({ text: line });
      continue;
    }
    const label = text.slice(Math.max(span[0], start), Math.min(span[1], start + raw.length)).trim();
    const after = text.slice(Math.min(span[1], start + raw.length), start + raw.length);
    // '**USD 4 million**, a mix of equity…': bold words the sentence goes on from are emphasis, not a label.
    if (/^\s*[,;)]/.test(after) || (/^\s+\p{Ll}/u.test(after) && !/[:.–—-]$/.test(label))) {
      lines.push({ text: line });
      continue;
    }
    const rest = after.replace(/^\s*[:.–—-]?\s*/, '').trim();
    if (!rest || /^[:.]$/.test(rest)) lines.push({ text: line, bold: 'whole', label: label.replace(/[:.]+$/, '') });
    else lines.push({ text: line, bold: 'lead', label: label.replace(/\s*[:.–—-]$/, '').trim(), rest });
  }
  return lines;
}

const cellText = (cell: Tokens.TableCell) => inline(cell.tokens, []).trim();

/** Every line of a pitch with its layout, in order. */
export function layLines(source: string): LaidLine[] {
  const lines: LaidLine[] = [];
  let block = 0;
  const push = (items: Array<Omit<LaidLine, 'block' | 'first' | 'last'>>) => {
    if (!items.length) return;
    block += 1;
    items.forEach((item, index) =>
      lines.push({ ...item, block, first: index === 0, last: index === items.length - 1 }),
    );
  };

  const list = (token: Tokens.List, depth: number) => {
    const start = typeof token.start === 'number' ? token.start : 1;
    token.items.forEach((item, index) => {
      const own: Array<Omit<LaidLine, 'block' | 'first' | 'last'>> = [];
      const nested: Tokens.List[] = [];
      for (const child of item.tokens) {
        if (child.type === 'list') nested.push(child as Tokens.List);
        else if (child.type === 'text' || child.type === 'paragraph') {
          textLines((child as Tokens.Text).tokens, (child as Tokens.Text).text).forEach((line, at) =>
            own.push({
              ...line,
              kind: at === 0 && !own.length ? 'item' : 'text',
              depth,
              ...(at === 0 && !own.length ? { items: token.items.length } : {}),
              ...(at === 0 && !own.length && token.ordered ? { ordered: true, number: start + index } : {}),
              ...(at > 0 || own.length ? { continues: true } : {}),
            }),
          );
        } else if (child.type !== 'space')
          own.push(...flat(child).map((text) => ({ text, kind: 'text' as const, depth, continues: true })));
      }
      push(own);
      nested.forEach((child) => list(child, depth + 1));
    });
  };

  const flat = (token: Token): string[] =>
    'text' in token && typeof token.text === 'string'
      ? token.text
          .split('\n')
          .map((line) => decode(line).trim())
          .filter(Boolean)
      : [];

  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'space':
        case 'hr':
          break;
        case 'heading': {
          const heading = token as Tokens.Heading;
          push([{ text: inline(heading.tokens, []).trim(), kind: 'heading', depth: heading.depth }]);
          break;
        }
        case 'paragraph':
        case 'text':
          push(
            textLines((token as Tokens.Paragraph).tokens, (token as Tokens.Paragraph).text).map((line) => ({
              ...line,
              kind: 'text',
              depth: 0,
            })),
          );
          break;
        case 'list':
          list(token as Tokens.List, 1);
          break;
        case 'table': {
          const table = token as Tokens.Table;
          const header = table.header.map(cellText);
          // The header is the table's first row, so the slide's table keeps it; an empty cell keeps its column.
          push(
            [header, ...table.rows.map((row) => row.map(cellText))].map((cells) => ({
              text: cells.join(' | '),
              kind: 'row' as const,
              depth: 0,
              cells,
              header,
            })),
          );
          break;
        }
        case 'blockquote':
          walk((token as Tokens.Blockquote).tokens);
          break;
        default:
          push(flat(token).map((text) => ({ text, kind: 'text' as const, depth: 0 })));
      }
    }
  };
  walk(new Lexer({ gfm: true }).lex(source));
  return lines.filter((line) => line.text);
}
