import { THEMES, resumeHeader, type Resume, type RichBlock, type RichRun } from '@kuza/contracts';
import type { IBaseParagraphStyleOptions, Paragraph, TextRun } from 'docx';
import { resumePhoto, resumeSections, type ResumeExportOptions } from './resume-parts';

const BULLETS = 'kuza-bullets';
const NUMBERS = 'kuza-numbers';
const ACCENT = THEMES[0].colors.accent;

/** The Word writer, loaded on the first export rather than with the routes. */
type Docx = typeof import('docx');

/** Runs with their bold weight; '\n' inside a paragraph becomes a line break. */
function textRuns({ TextRun }: Docx, runs: RichRun[]): TextRun[] {
  return runs.flatMap((run) =>
    run.text
      .split('\n')
      .map((text, i) => new TextRun({ text, bold: run.bold || undefined, break: i > 0 ? 1 : undefined })),
  );
}

function blockParagraphs(docx: Docx, block: RichBlock, listInstance: number): Paragraph[] {
  const { Paragraph } = docx;
  if (block.kind === 'paragraph')
    return [new Paragraph({ children: textRuns(docx, block.runs), spacing: { after: 120 } })];
  return block.items.map(
    (item) =>
      new Paragraph({
        children: textRuns(docx, item),
        numbering: { reference: block.ordered ? NUMBERS : BULLETS, level: 0, instance: listInstance },
        spacing: { after: 60 },
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
  const { AlignmentType, Document, HeadingLevel, ImageRun, LevelFormat, Packer, Paragraph, TextRun } = docx;
  const modern = resume.template !== 'ATS Classic';
  const header = resumeHeader(resume);
  const photo = modern ? await resumePhoto(resume, options) : null;
  const children: Paragraph[] = [];
  if (photo) {
    const scale = 96 / Math.max(photo.width, photo.height);
    children.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
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
  children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(header.name)] }));
  if (header.role) children.push(new Paragraph({ children: [new TextRun({ text: header.role, size: 24 })] }));
  if (header.contact)
    children.push(new Paragraph({ children: [new TextRun({ text: header.contact, color: '555555' })] }));

  let listInstance = 0;
  for (const section of resumeSections(resume)) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.label)] }));
    for (const block of section.blocks) {
      // Each list gets its own instance, so numbered lists restart at 1.
      if (block.kind === 'list') listInstance += 1;
      children.push(...blockParagraphs(docx, block, listInstance));
    }
  }

  const font = modern ? 'Arial' : 'Georgia';
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
        document: { run: { font, size: 21 } },
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
