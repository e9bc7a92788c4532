import mammoth from 'mammoth';
import { ImportError } from './import-error';
import { readRelationships } from './ooxml-rels';
import { childElements, findAll, parseXml, type XmlElement } from './xml';
import { checkXmlParts, openZip, readZipText } from './zip';

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LIST_TAGS = ['ul', 'ol'];

const cleanLine = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
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

/** mammoth's HTML as text blocks: headings and paragraphs alone, list items as '- ' lines, table rows as 'a | b'. */
function htmlBlocks(el: XmlElement): string[] {
  return childElements(el).flatMap((child) => {
    if (BLOCK_TAGS.includes(child.name)) return [cleanLine(inlineText(child))];
    if (LIST_TAGS.includes(child.name)) return [listLines(child).join('\n')];
    if (child.name === 'table') {
      const rows = findAll(child, 'tr').map((tr) =>
        findAll(tr, 'td')
          .concat(findAll(tr, 'th'))
          .map((cell) => cleanLine(inlineText(cell)).replace(/\n/g, ' '))
          .filter(Boolean)
          .join(' | '),
      );
      return [rows.filter(Boolean).join('\n')];
    }
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

/**
 * A .docx as text in the resume rich-text shape: blocks separated by blank lines, list items as
 * '- ' lines. mammoth's HTML is used rather than its raw text because it keeps lists and headings.
 */
export async function extractDocxText(buf: Buffer): Promise<string> {
  // Damaged and oversized containers, lying sizes and hostile nesting are refused before mammoth,
  // which inflates and parses the parts itself, sees them.
  await checkXmlParts(await openZip(buf));
  let text = '';
  let mammothFailed = false;
  try {
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
    text = htmlBlocks(parseXml(`<html>${value}</html>`))
      .filter(Boolean)
      .join('\n\n');
  } catch {
    mammothFailed = true;
  }
  if (!text.trim()) text = await rawDocumentText(buf).catch(unlessRefused);
  // Nothing from either reader: an empty document if mammoth understood it, else a damaged one.
  if (!text.trim()) throw new ImportError(mammothFailed ? 'unreadable' : 'no-text');
  return text;
}
