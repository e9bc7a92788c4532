/**
 * The ResumeSection rich-text format, parsed once for every renderer (the API's PDF and DOCX
 * exports, the resume editor's preview and snippets), so the preview shows what the exports show: paragraphs separated by blank lines, list items on lines starting with '- ', and
 * **bold** runs. Lenient on input: '* ' and '• ' also start bullets, '1. ' / '1) ' start numbered
 * items, a single newline inside a paragraph is kept as a line break, and an unmatched '**' is
 * plain text.
 */
export interface RichRun {
  /** May contain '\n' (a line break inside a paragraph). */
  text: string;
  bold: boolean;
}

export type RichBlock = { kind: 'paragraph'; runs: RichRun[] } | { kind: 'list'; ordered: boolean; items: RichRun[][] };

const BULLET_ITEM = /^\s*[-*•]\s+(.*)$/;
const NUMBERED_ITEM = /^\s*\d{1,3}[.)]\s+(.*)$/;
const BOLD = /\*\*(?=\S)([\s\S]*?\S)\*\*/g;

/** Splits text into plain and **bold** runs; adjacent runs of the same weight are merged. */
export function parseInline(text: string): RichRun[] {
  const runs: RichRun[] = [];
  const push = (value: string, bold: boolean) => {
    if (!value) return;
    const last = runs[runs.length - 1];
    if (last && last.bold === bold) last.text += value;
    else runs.push({ text: value, bold });
  };
  let at = 0;
  for (const match of text.matchAll(BOLD)) {
    push(text.slice(at, match.index), false);
    push(match[1]!, true);
    at = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(at), false);
  return runs;
}

export function parseRichText(content: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', runs: parseInline(paragraph.join('\n')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const rawLine of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const bullet = BULLET_ITEM.exec(line);
    const numbered = bullet ? null : NUMBERED_ITEM.exec(line);
    if (!line) {
      flush();
    } else if (bullet || numbered) {
      const ordered = !!numbered;
      const item = ((bullet ?? numbered)?.[1] ?? '').trim();
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      if (item) list.items.push(item);
    } else {
      // A line right after a list item starts a new paragraph: the format has no wrapped items.
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((b) => (b.kind === 'paragraph' ? b.runs.length : b.items.length));
}

const runsText = (runs: RichRun[]): string => runs.map((r) => r.text).join('');

/** Plain text for places without formatting (search, previews, the PDF text check in tests). */
export function richTextToPlain(content: string): string {
  return parseRichText(content)
    .map((block) =>
      block.kind === 'paragraph'
        ? runsText(block.runs)
        : block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '•'} ${runsText(item)}`).join('\n'),
    )
    .join('\n\n');
}

/** One line of plain text, for the section list's snippets. */
export function richTextSnippet(content: string, max = 140): string {
  const plain = content
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '$1')
    .replace(/^\s*([-*•]|\d{1,3}[.)])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}
