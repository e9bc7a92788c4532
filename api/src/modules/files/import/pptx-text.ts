import type JSZip from 'jszip';
import { MAX_IMPORT_SLIDES } from '../limits';
import { ImportError } from './import-error';
import { readRelationships } from './ooxml-rels';
import { childElements, findAll, findFirst, firstChild, parseXml, relAttr, type XmlElement } from './xml';
import { openZip, readZipText } from './zip';

export interface ImportedSlide {
  title: string;
  body: string[];
  notes?: string;
}

interface ShapeText {
  /** The placeholder type ('title', 'body', 'sldNum'…), or undefined for a plain text box. */
  placeholder?: string;
  paragraphs: string[];
  isTable?: boolean;
}

const TITLE_PLACEHOLDERS = ['title', 'ctrTitle'];
// Slide furniture, not content: numbers, dates, footers, and the slide picture on a notes page.
const SKIPPED_PLACEHOLDERS = ['sldNum', 'dt', 'ftr', 'hdr', 'sldImg'];

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A paragraph's text: runs and fields in order, line breaks as spaces. */
function paragraphText(p: XmlElement): string {
  return clean(
    childElements(p)
      .map((child) => {
        if (child.name === 'br') return ' ';
        if (child.name !== 'r' && child.name !== 'fld') return '';
        return childElements(child, 't')
          .flatMap((t) => t.children.filter((c): c is string => typeof c === 'string'))
          .join('');
      })
      .join(''),
  );
}

function textBodyParagraphs(txBody: XmlElement | undefined): string[] {
  return txBody ? findAll(txBody, 'p').map(paragraphText).filter(Boolean) : [];
}

/** A table as one line per row, cells joined with ' | ', so rows stay readable in an outline. */
function tableParagraphs(tbl: XmlElement): string[] {
  return findAll(tbl, 'tr')
    .map((tr) =>
      findAll(tr, 'tc')
        .map((tc) => textBodyParagraphs(findFirst(tc, 'txBody')).join(' '))
        .filter(Boolean)
        .join(' | '),
    )
    .filter(Boolean);
}

/** Text of every shape in a shape tree, in z-order, descending into groups and markup-compat choices. */
function collectShapes(tree: XmlElement, out: ShapeText[] = []): ShapeText[] {
  for (const node of childElements(tree)) {
    if (node.name === 'sp') {
      const ph = findFirst(firstChild(node, 'nvSpPr') ?? node, 'ph');
      // A placeholder without a type is a content ('obj') placeholder.
      const placeholder = ph ? (ph.attrs.type ?? 'obj') : undefined;
      out.push({ placeholder, paragraphs: textBodyParagraphs(firstChild(node, 'txBody')) });
    } else if (node.name === 'grpSp') {
      collectShapes(node, out);
    } else if (node.name === 'graphicFrame') {
      const tbl = findFirst(node, 'tbl');
      if (tbl) out.push({ paragraphs: tableParagraphs(tbl), isTable: true });
    } else if (node.name === 'AlternateContent') {
      const branches = [...childElements(node, 'Choice'), ...childElements(node, 'Fallback')];
      // The branches are alternatives: read the first one that has text, never both.
      const firstWithText = branches
        .map((branch) => collectShapes(branch))
        .find((shapes) => shapes.some((s) => s.paragraphs.length));
      if (firstWithText) out.push(...firstWithText);
    }
  }
  return out;
}

function shapesOf(xml: string): ShapeText[] {
  const tree = findFirst(parseXml(xml), 'spTree');
  return tree ? collectShapes(tree).filter((s) => !SKIPPED_PLACEHOLDERS.includes(s.placeholder ?? '')) : [];
}

function slideFromShapes(shapes: ShapeText[]): Pick<ImportedSlide, 'title' | 'body'> {
  const titleShape = shapes.find((s) => TITLE_PLACEHOLDERS.includes(s.placeholder ?? '') && s.paragraphs.length);
  if (titleShape) {
    return {
      title: titleShape.paragraphs.join(' '),
      body: shapes.filter((s) => s !== titleShape).flatMap((s) => s.paragraphs),
    };
  }
  // Without a title placeholder (LibreOffice text boxes, python-pptx blanks) the first line outside
  // a table is the title; a table row makes a poor one, and stays in the body.
  const titleOwner = shapes.find((s) => !s.isTable && s.paragraphs.length);
  if (!titleOwner) return { title: '', body: shapes.flatMap((s) => s.paragraphs) };
  const [title, ...rest] = titleOwner.paragraphs;
  return { title, body: shapes.flatMap((s) => (s === titleOwner ? rest : s.paragraphs)) };
}

function notesFromShapes(shapes: ShapeText[]): string | undefined {
  const bodies = shapes.filter((s) => s.placeholder === 'body');
  const text = (bodies.length ? bodies : shapes).flatMap((s) => s.paragraphs).join('\n');
  return text || undefined;
}

/** Slide part paths in presentation order (sldIdLst), falling back to file-name order. */
async function slidePaths(zip: JSZip): Promise<string[]> {
  const presentationPath =
    (await readRelationships(zip, '')).find((r) => r.kind === 'officeDocument')?.path ?? 'ppt/presentation.xml';
  const presentation = await readZipText(zip, presentationPath);
  if (presentation) {
    const rels = await readRelationships(zip, presentationPath);
    const list = findFirst(parseXml(presentation), 'sldIdLst');
    const ordered = (list ? childElements(list, 'sldId') : [])
      .map((el) => rels.find((r) => r.id === relAttr(el, 'id'))?.path)
      .filter((p): p is string => !!p && !!zip.file(p));
    if (ordered.length) return ordered;
  }
  const numberOf = (p: string) => Number(/(\d+)\.xml$/.exec(p)?.[1] ?? 0);
  return Object.keys(zip.files)
    .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
    .sort((a, b) => numberOf(a) - numberOf(b));
}

/** Title, body lines and speaker notes of every slide of a .pptx, in presentation order. */
export async function extractPptxSlides(buf: Buffer): Promise<ImportedSlide[]> {
  const zip = await openZip(buf);
  const paths = await slidePaths(zip);
  if (!paths.length) throw new ImportError('unreadable');
  if (paths.length > MAX_IMPORT_SLIDES) {
    throw new ImportError(
      'too-many-pages',
      `This deck has more than ${MAX_IMPORT_SLIDES} slides. Split it and try again.`,
    );
  }
  const slides: ImportedSlide[] = [];
  for (const path of paths) {
    const xml = (await readZipText(zip, path)) ?? '';
    const slide: ImportedSlide = slideFromShapes(shapesOf(xml));
    const notesPath = (await readRelationships(zip, path)).find((r) => r.kind === 'notesSlide')?.path;
    const notesXml = notesPath ? await readZipText(zip, notesPath) : undefined;
    const notes = notesXml ? notesFromShapes(shapesOf(notesXml)) : undefined;
    if (notes) slide.notes = notes;
    slides.push(slide);
  }
  return slides;
}
