import { THEMES, resumeHeader, type Resume, type RichBlock, type RichRun } from '@kuza/contracts';
import type { IBaseParagraphStyleOptions, IRunOptions, Paragraph, TextRun } from 'docx';
import { resumePhoto, resumeSections, type ResumeExportOptions } from './resume-parts';
import { ARABIC_FONT, directionalRuns, writingOf, type Writing } from './right-to-left';

const BULLETS = 'kuza-bullets';
const NUMBERS = 'kuza-numbers';
const ACCENT = THEMES[0].colors.accent;

/** The Word writer, loaded on the first export rather than with the routes. */
type Docx = typeof import('docx');

type RunOptions = Omit<IRunOptions, 'text' | 'children'>;

/**
 * Runs of one paragraph with their bold weight; '\n' inside a paragraph becomes a line break. In a
 * right-to-left document each run is cut where its direction changes: the Arabic pieces are `w:rtl`
 * (Word draws them in the complex-script font), a Latin name or a figure is not.
 */
function textRuns({ TextRun }: Docx, runs: RichRun[], writing: Writing, options: RunOptions = {}): TextRun[] {
  return runs.flatMap((run) =>
    run.text.split('\n').flatMap((line, i) => {
      const pieces = writing.rtl ? directionalRuns(line, true) : [{ text: line, rtl: false }];
      return (pieces.length ? pieces : [{ text: '', rtl: false }]).map(
        (piece, j) =>
          new TextRun({
            ...options,
            text: piece.text,
            bold: run.bold || options.bold,
            break: i > 0 && j === 0 ? 1 : undefined,
            rightToLeft: piece.rtl || undefined,
          }),
      );
    }),
  );
}

function blockParagraphs(docx: Docx, block: RichBlock, listInstance: number, writing: Writing): Paragraph[] {
  const { Paragraph } = docx;
  if (block.kind === 'paragraph')
    return [
      new Paragraph({
        children: textRuns(docx, block.runs, writing),
        spacing: { after: 120 },
        bidirectional: writing.rtl || undefined,
      }),
    ];
  return block.items.map(
    (item) =>
      new Paragraph({
        children: textRuns(docx, item, writing),
        numbering: { reference: block.ordered ? NUMBERS : BULLETS, level: 0, instance: listInstance },
        spacing: { after: 60 },
        bidirectional: writing.rtl || undefined,
      }),
  );
}

function headingStyle(modern: boolean, size: number): IBaseParagraphStyleOptions {
  return {
    run: { size, bold: true, color: modern ? ACCENT : '000000', allCaps: !modern || undefined },
    // keepNext: Word and LibreOffice move a heading to the next page with its first paragraph.
    paragraph: { spacing: { before: 240, after: 100 }, keepNext: true, keepLines: true },
  };
}

/**
 * A resume as a Word document that edits like one: the name in the Title style, section labels in
 * Heading 1, '- ' items as real bulleted (and '1. ' as numbered) list paragraphs from a numbering
 * definition, bold runs kept. 'Modern' adds the accent colour and the photo; 'ATS Classic' is black.
 */
export async function resumeToDocx(resume: Resume, options: ResumeExportOptions = {}): Promise<Buffer> {
  const docx = await import('docx');
  const { AlignmentType, Document, HeadingLevel, ImageRun, LevelFormat, Packer, Paragraph } = docx;
  const modern = resume.template !== 'ATS Classic';
  const header = resumeHeader(resume);
  const writing = writingOf(resume.language);
  const bidirectional = writing.rtl || undefined;
  const photo = modern ? await resumePhoto(resume, options) : null;
  const children: Paragraph[] = [];
  if (photo) {
    const scale = 96 / Math.max(photo.width, photo.height);
    children.push(
      new Paragraph({
        alignment: writing.rtl ? AlignmentType.LEFT : AlignmentType.RIGHT,
        bidirectional,
        children: [
          new ImageRun({
            type: photo.type === 'jpeg' ? 'jpg' : 'png',
            data: photo.data,
            transformation: { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) },
            altText: { name: 'Photo', description: header.name, title: header.name },
          }),
        ],
      }),
    );
  }
  const line = (text: string, options?: RunOptions) => textRuns(docx, [{ text, bold: false }], writing, options);
  children.push(new Paragraph({ heading: HeadingLevel.TITLE, bidirectional, children: line(header.name) }));
  if (header.role) children.push(new Paragraph({ bidirectional, children: line(header.role, { size: 24 }) }));
  if (header.contact)
    children.push(new Paragraph({ bidirectional, children: line(header.contact, { color: '555555' }) }));

  let listInstance = 0;
  for (const section of resumeSections(resume)) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, bidirectional, children: line(section.label) }));
    for (const block of section.blocks) {
      // Each list gets its own instance, so numbered lists restart at 1.
      if (block.kind === 'list') listInstance += 1;
      children.push(...blockParagraphs(docx, block, listInstance, writing));
    }
  }

  const latin = modern ? 'Arial' : 'Georgia';
  // Word draws w:rtl runs in the complex-script font (w:cs) and checks them in the w:bidi language.
  const font = writing.rtl ? { ascii: latin, hAnsi: latin, cs: ARABIC_FONT.family } : latin;
  const language = writing.rtl ? { value: 'en-US', bidirectional: writing.tag } : undefined;
  const listLevel = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
    level: 0,
    format,
    text,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 500, hanging: 280 } } },
  });
  const doc = new Document({
    creator: 'Kuza',
    title: `${header.name} — Resume`,
    styles: {
      default: {
        document: { run: { font, size: 21, sizeComplexScript: 21, language } },
        title: {
          run: { font, size: 44, bold: true, color: modern ? ACCENT : '000000' },
          paragraph: { spacing: { after: 60 } },
        },
        heading1: headingStyle(modern, 26),
      },
    },
    numbering: {
      config: [
        { reference: BULLETS, levels: [listLevel(LevelFormat.BULLET, '•')] },
        { reference: NUMBERS, levels: [listLevel(LevelFormat.DECIMAL, '%1.')] },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children }],
  });
  return Packer.toBuffer(doc);
}
