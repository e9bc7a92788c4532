import { ImportError } from './import-error';
import { tableRowLine, type ImportedTable } from './imported-slide';
import { readRelationships } from './ooxml-rels';
import { childElements, findAll, parseXml, type XmlElement } from './xml';
import { checkXmlParts, openZip, readZipText } from './zip';

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LIST_TAGS = ['ul', 'ol'];

// Only ordinary spaces and tabs are folded: a no-break space inside '1 150 000' stays as written.
const cleanLine = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/** Text of an inline run of HTML; nested paragraphs become spaces, nested lists are left to listLines. */
function inlineText(el: XmlElement): string {
  return el.children
    .map((child) => {
      if (typeof child === 'string') return child;
      if (child.name === 'br') return '\n';
      if (LIST_TAGS.includes(child.name)) return '';
      return BLOCK_TAGS.includes(child.name) ? ` ${inlineText(child)} ` : inlineText(child);
    })
    .join('');
}

/** List items in the resume rich-text format: '- item' or '1. item'; nested lists flatten after their parent. */
function listLines(list: XmlElement): string[] {
  return childElements(list, 'li').flatMap((li, i) => {
    const marker = list.name === 'ol' ? `${i + 1}. ` : '- ';
    const text = cleanLine(inlineText(li)).replace(/\n/g, ' ');
    const nested = childElements(li).filter((c) => LIST_TAGS.includes(c.name));
    return [...(text ? [marker + text] : []), ...nested.flatMap(listLines)];
  });
}

/** Text of a table cell on one line. */
const cellText = (cell: XmlElement): string => cleanLine(inlineText(cell)).replace(/\n/g, ' ');

/** Whether all of a cell's text is inside <strong> (bold in Word). */
function allBold(el: XmlElement): boolean {
  return el.children.every((child) =>
    typeof child === 'string' ? !child.trim() : child.name === 'strong' || allBold(child),
  );
}

/**
 * A table of mammoth's HTML cell by cell, a cell spanning columns followed by empty ones so columns
 * stay in place. The first row is a header when Word repeats it as one (<th>) or all its text is bold.
 */
function htmlTable(table: XmlElement): ImportedTable {
  const trs = findAll(table, 'tr');
  const rows = trs.map((tr) =>
    childElements(tr)
      .filter((cell) => cell.name === 'td' || cell.name === 'th')
      .flatMap((cell) => {
        const span = Math.min(Math.max(Number(cell.attrs.colspan) || 1, 1), 64);
        return [cellText(cell), ...Array.from({ length: span - 1 }, () => '')];
      }),
  );
  const first = trs[0] ? childElements(trs[0]).filter((cell) => cell.name === 'td' || cell.name === 'th') : [];
  const withText = first.filter((cell) => cellText(cell));
  const header =
    withText.length > 0 &&
    withText.every((cell) => cell.name === 'th' || (findAll(cell, 'strong').length > 0 && allBold(cell)));
  return { rows: rows.filter((row) => row.some(Boolean)), header };
}

type DocxBlock = string | ImportedTable;

/** mammoth's HTML as blocks: headings and paragraphs alone, list items as '- ' lines, tables cell by cell. */
function htmlBlocks(el: XmlElement): DocxBlock[] {
  return childElements(el).flatMap((child): DocxBlock[] => {
    if (BLOCK_TAGS.includes(child.name)) return [cleanLine(inlineText(child))];
    if (LIST_TAGS.includes(child.name)) return [listLines(child).join('\n')];
    if (child.name === 'table') return [htmlTable(child)];
    return htmlBlocks(child);
  });
}

/** A reader that fails on a file gives no text, unless the file was refused (too large or too complex). */
const unlessRefused = (error: unknown): string => {
  if (error instanceof ImportError && error.code !== 'unreadable') throw error;
  return '';
};

/**
 * The raw text of the main document part, paragraph by paragraph: the fallback when mammoth
 * rejects a file (Strict OOXML, odd producers). Reads any `p`/`t` by local name, whatever namespace.
 */
async function rawDocumentText(buf: Buffer): Promise<string> {
  const zip = await openZip(buf);
  const main = (await readRelationships(zip, '')).find((r) => r.kind === 'officeDocument')?.path;
  const xml = main ? await readZipText(zip, main) : undefined;
  if (!xml) return '';
  const paragraphText = (p: XmlElement): string =>
    p.children
      .map((c) => {
        if (typeof c === 'string') return '';
        if (c.name === 't') return c.children.filter((t): t is string => typeof t === 'string').join('');
        if (c.name === 'tab') return ' ';
        if (c.name === 'br') return '\n';
        return c.name === 'p' ? '' : paragraphText(c);
      })
      .join('');
  return findAll(parseXml(xml), 'p')
    .map((p) => cleanLine(paragraphText(p)))
    .filter(Boolean)
    .join('\n\n');
}

/** What a .docx holds: its text in the resume rich-text shape, and its tables cell by cell. */
export interface DocxContent {
  /** Blocks separated by blank lines, list items as '- ' lines, a table as a line per row ('a | b'). */
  text: string;
  tables: ImportedTable[];
}

/**
 * A .docx as text in the resume rich-text shape, and its tables. mammoth's HTML is used rather
 * than its raw text because it keeps lists, headings and tables.
 */
export async function extractDocxContent(buf: Buffer): Promise<DocxContent> {
  // Damaged and oversized containers, lying sizes and hostile nesting are refused before mammoth,
  // which inflates and parses the parts itself, sees them.
  await checkXmlParts(await openZip(buf));
  let blocks: DocxBlock[] = [];
  let mammothFailed = false;
  try {
    const { default: mammoth } = await import('mammoth');
    const { value } = await mammoth.convertToHtml(
      { buffer: buf },
      {
        // Pictures are dropped (not inlined as base64); linked files on the server are never read.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
      },
    );
    // mammoth writes well-formed XML (void tags self-closed, text escaped) without one root.
    blocks = htmlBlocks(parseXml(`<html>${value}</html>`));
  } catch {
    mammothFailed = true;
  }
  const tables = blocks.filter((block): block is ImportedTable => typeof block !== 'string');
  // The resume format has no tables: there a table reads as a line per row.
  let text = blocks
    .map((block) => (typeof block === 'string' ? block : block.rows.map(tableRowLine).filter(Boolean).join('\n')))
    .filter(Boolean)
    .join('\n\n');
  if (!text.trim()) text = await rawDocumentText(buf).catch(unlessRefused);
  // Nothing from either reader: an empty document if mammoth understood it, else a damaged one.
  if (!text.trim()) throw new ImportError(mammothFailed ? 'unreadable' : 'no-text');
  return { text, tables };
}

/** A .docx as text in the resume rich-text shape: blocks separated by blank lines, list items as '- ' lines. */
export async function extractDocxText(buf: Buffer): Promise<string> {
  return (await extractDocxContent(buf)).text;
}
