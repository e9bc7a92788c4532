import type JSZip from 'jszip';
import { MAX_IMPORT_SLIDES } from '../limits';
import { ImportError } from './import-error';
import { tableRowLine, type ImportedSlide, type ImportedTable } from './imported-slide';
import { readRelationships } from './ooxml-rels';
import { childElements, findAll, findFirst, firstChild, parseXml, relAttr, type XmlElement } from './xml';
import { openZip, readZipText } from './zip';

interface ShapeText {
  /** The placeholder type ('title', 'body', 'sldNum'…), or undefined for a plain text box. */
  placeholder?: string;
  paragraphs: string[];
  /** Set when no paragraph of the shape is a bullet (its own marks, or its placeholder's). */
  unbulleted?: boolean;
  table?: ImportedTable;
}

const TITLE_PLACEHOLDERS = ['title', 'ctrTitle'];
// Placeholders whose paragraphs are bullets unless a paragraph says otherwise (the master's body style).
const BULLETED_PLACEHOLDERS = ['body', 'obj'];
// Slide furniture, not content: numbers, dates, footers, and the slide picture on a notes page.
const SKIPPED_PLACEHOLDERS = ['sldNum', 'dt', 'ftr', 'hdr', 'sldImg'];

// Only ordinary spaces and breaks are folded: a no-break space inside '1 150 000' stays as written.
const clean = (text: string): string => text.replace(/[ \t\r\n]+/g, ' ').trim();

/** The text of a run or field (its a:t children). */
const runText = (run: XmlElement): string =>
  childElements(run, 't')
    .flatMap((t) => t.children.filter((c): c is string => typeof c === 'string'))
    .join('');

/** A paragraph's text: runs and fields in order, line breaks as spaces. */
function paragraphText(p: XmlElement): string {
  return clean(
    childElements(p)
      .map((child) => {
        if (child.name === 'br') return ' ';
        return child.name === 'r' || child.name === 'fld' ? runText(child) : '';
      })
      .join(''),
  );
}

function textBodyParagraphs(txBody: XmlElement | undefined): string[] {
  return txBody ? findAll(txBody, 'p').map(paragraphText).filter(Boolean) : [];
}

/** Whether a paragraph is drawn as a bullet: its own mark, else what its shape gives it. */
function isBullet(p: XmlElement, inherited: boolean): boolean {
  const pPr = firstChild(p, 'pPr');
  if (pPr && firstChild(pPr, 'buNone')) return false;
  if (pPr && ['buChar', 'buAutoNum', 'buBlip'].some((mark) => firstChild(pPr, mark))) return true;
  return inherited;
}

/** Every run of the paragraph is bold (a:rPr b="1"). */
const isBold = (p: XmlElement): boolean => {
  const runs = childElements(p, 'r').filter((r) => runText(r).trim());
  return runs.length > 0 && runs.every((r) => ['1', 'true'].includes(firstChild(r, 'rPr')?.attrs.b ?? ''));
};

/**
 * A table cell by cell, every cell kept (merged ones as '') so columns stay in place. The first row
 * is a header when the table's style says so (firstRow) or every cell in it is bold.
 */
function readTable(tbl: XmlElement): ImportedTable {
  const rows = findAll(tbl, 'tr').map((tr) =>
    childElements(tr, 'tc').map((tc) => textBodyParagraphs(findFirst(tc, 'txBody')).join(' ')),
  );
  const firstRow = findAll(tbl, 'tr')[0];
  const firstParagraphs = firstRow ? findAll(firstRow, 'p').filter((p) => paragraphText(p)) : [];
  const styled = ['1', 'true'].includes(firstChild(tbl, 'tblPr')?.attrs.firstRow ?? '');
  const bold = firstParagraphs.length > 0 && firstParagraphs.every(isBold);
  return { rows: rows.filter((row) => row.some(Boolean)), header: styled || bold };
}

/** Text of every shape in a shape tree, in z-order, descending into groups and markup-compat choices. */
function collectShapes(tree: XmlElement, out: ShapeText[] = []): ShapeText[] {
  for (const node of childElements(tree)) {
    if (node.name === 'sp') {
      const ph = findFirst(firstChild(node, 'nvSpPr') ?? node, 'ph');
      // A placeholder without a type is a content ('obj') placeholder.
      const placeholder = ph ? (ph.attrs.type ?? 'obj') : undefined;
      const txBody = firstChild(node, 'txBody');
      const inherited = BULLETED_PLACEHOLDERS.includes(placeholder ?? '');
      const drawn = txBody ? findAll(txBody, 'p').filter((p) => paragraphText(p)) : [];
      out.push({
        placeholder,
        paragraphs: textBodyParagraphs(txBody),
        unbulleted: drawn.every((p) => !isBullet(p, inherited)),
      });
    } else if (node.name === 'grpSp') {
      collectShapes(node, out);
    } else if (node.name === 'graphicFrame') {
      const tbl = findFirst(node, 'tbl');
      if (tbl) {
        const table = readTable(tbl);
        out.push({ paragraphs: table.rows.map(tableRowLine).filter(Boolean), table });
      }
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

/**
 * The shape holding a slide's subtitle: a subTitle placeholder on any slide; on the first slide
 * also the body under a centred title, or the first text box after the title with no bullets.
 */
function subtitleShape(shapes: ShapeText[], titlePlaceholder: string | undefined, first: boolean) {
  const withText = shapes.filter((s) => !s.table && s.paragraphs.length);
  const placed = withText.find((s) => s.placeholder === 'subTitle');
  if (placed || !first) return placed;
  if (titlePlaceholder === 'ctrTitle') return withText.find((s) => BULLETED_PLACEHOLDERS.includes(s.placeholder ?? ''));
  return withText.find((s) => s.unbulleted && !s.placeholder);
}

/** A slide's title, subtitle, body lines and table; the first table is the slide's, later ones stay lines. */
function slideFromShapes(shapes: ShapeText[], first: boolean): Omit<ImportedSlide, 'notes'> {
  const titleShape = shapes.find((s) => TITLE_PLACEHOLDERS.includes(s.placeholder ?? '') && s.paragraphs.length);
  let title = '';
  let rest = shapes;
  if (titleShape) {
    title = titleShape.paragraphs.join(' ');
    rest = shapes.filter((s) => s !== titleShape);
  } else {
    // Without a title placeholder (LibreOffice text boxes, python-pptx blanks) the first line outside
    // a table is the title; a table row makes a poor one, and stays in its table.
    const owner = shapes.find((s) => !s.table && s.paragraphs.length);
    if (owner) {
      title = owner.paragraphs[0];
      rest = shapes.map((s) => (s === owner ? { ...owner, paragraphs: owner.paragraphs.slice(1) } : s));
    }
  }
  const table = rest.find((s) => s.table)?.table;
  const subtitle = subtitleShape(rest, titleShape?.placeholder, first);
  const body = rest.filter((s) => s !== subtitle && (!table || s.table !== table)).flatMap((s) => s.paragraphs);
  return {
    title,
    ...(subtitle ? { subtitle: subtitle.paragraphs.join('\n') } : {}),
    body,
    ...(table ? { table } : {}),
  };
}

function notesFromShapes(shapes: ShapeText[]): string | undefined {
  const bodies = shapes.filter((s) => s.placeholder === 'body');
  const text = (bodies.length ? bodies : shapes).flatMap((s) => s.paragraphs).join('\n');
  return text || undefined;
}

/**
 * Text boxes repeated word for word on every slide of a deck (the deck name as a footer, a
 * confidentiality line) are furniture, not content; the first text of a slide is kept, since it may be its title.
 */
function withoutRepeatedBoxes(slides: ShapeText[][]): ShapeText[][] {
  if (slides.length < 2) return slides;
  const key = (s: ShapeText) => (s.placeholder || s.table ? '' : s.paragraphs.join('\n'));
  const [first, ...others] = slides;
  const repeated = new Set(
    first.map(key).filter((k) => k && others.every((shapes) => shapes.some((s) => key(s) === k))),
  );
  return slides.map((shapes) => {
    const opening = shapes.find((s) => s.paragraphs.length);
    return shapes.filter((s) => s === opening || !repeated.has(key(s)));
  });
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

/** Title, subtitle, body lines, table and speaker notes of every slide of a .pptx, in presentation order. */
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
  const shapes = withoutRepeatedBoxes(
    await Promise.all(paths.map(async (path) => shapesOf((await readZipText(zip, path)) ?? ''))),
  );
  const slides: ImportedSlide[] = [];
  for (const [index, path] of paths.entries()) {
    const slide: ImportedSlide = slideFromShapes(shapes[index], index === 0);
    const notesPath = (await readRelationships(zip, path)).find((r) => r.kind === 'notesSlide')?.path;
    const notesXml = notesPath ? await readZipText(zip, notesPath) : undefined;
    const notes = notesXml ? notesFromShapes(shapesOf(notesXml)) : undefined;
    if (notes) slide.notes = notes;
    slides.push(slide);
  }
  return slides;
}
