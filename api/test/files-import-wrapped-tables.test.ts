import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { layoutSlide, normalizeSlide, tableLayout, type Deck, type Slide, type ThemeId } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { extractDeckText } from '../src/modules/files/import/extract-deck-text';
import { sampleDeck } from './fixtures/files/sample-documents';

const word = fc.constantFrom(
  'clinics',
  'records',
  'offline',
  'Accra',
  'Kumasi',
  'synced',
  'over',
  '2G',
  'GHS',
  '150',
  'monthly',
  'mobile',
  'money',
  'hospitals',
  'paper',
  'folders',
  'dossiers',
  'médicaux',
  'registos',
);
/** A table whose cells are long enough to wrap at any column width a slide gives them. */
const table = fc.integer({ min: 2, max: 4 }).chain((columns) => {
  const cell = fc.array(word, { minLength: 4 * columns, maxLength: 6 * columns }).map((words) => words.join(' '));
  return fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: 3, maxLength: 4 });
});
const theme = fc.constantFrom<ThemeId>('savanna', 'sunrise', 'midnight', 'kente');

const tableSlide = (rows: string[][], i: number): Slide =>
  normalizeSlide({
    id: `t${i}`,
    type: 'table',
    title: `Market ${i + 1}`,
    content: '',
    bullets: [],
    notes: '',
    table: { rows },
  });

/** Whether the slide shows the whole table on one page with every cell on two lines or more. */
function wrapsEverywhere(slide: Slide, font: ThemeId): boolean {
  const pages = layoutSlide(slide, 0, font);
  const visual = pages[0].elements.find((e) => e.kind === 'visual');
  if (pages.length > 1 || visual?.kind !== 'visual' || visual.visual.kind !== 'table') return false;
  const { cells, hidden } = tableLayout(visual.visual.rows, 0, visual.box, font);
  return !hidden && cells.every((row) => row.every((cell) => cell.paragraphs[0].lines.length >= 2));
}

/** A PDF drawn cell by cell with pdfkit, each cell wrapped in its column, as a producer without tables draws one. */
function drawnTables(tables: string[][][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [960, 540], autoFirstPage: false, margin: 20 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.addPage().font('Helvetica').fontSize(40).text('MedLink', 60, 150);
  tables.forEach((rows, i) => {
    doc
      .addPage()
      .font('Helvetica')
      .fontSize(28)
      .text(`Market ${i + 1}`, 40, 30);
    const width = 170;
    let top = 80;
    for (const row of rows) {
      doc.fontSize(10);
      const heights = row.map((cell) => doc.heightOfString(cell, { width: width - 12 }));
      // Every cell of the table takes two lines or more.
      expect(Math.min(...heights)).toBeGreaterThan(1.5 * doc.currentLineHeight(true));
      const height = Math.max(...heights);
      row.forEach((cell, c) => doc.text(cell, 40 + c * width, top, { width: width - 12 }));
      top += height + 14;
    }
  });
  doc.end();
  return done;
}

const slidesOf = async (pdf: Buffer) => (await extractDeckText(pdf, 'pdf')).slides.slice(1);

describe('a PDF table whose every cell wraps onto two lines or more', () => {
  it('comes back as a table with its rows, from a Kuza PDF and from one drawn cell by cell', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(table, { minLength: 3, maxLength: 4 }), theme, async (tables, font) => {
        const slides = tables.map(tableSlide);
        fc.pre(slides.every((slide) => wrapsEverywhere(slide, font)));
        const cover = normalizeSlide({ id: 'c', type: 'title', title: 'MedLink', content: '', bullets: [], notes: '' });
        const deck = { ...sampleDeck(), theme: { id: font }, slides: [cover, ...slides] } as Deck;
        for (const pdf of [await deckToPdf(deck), await drawnTables(tables)]) {
          const imported = await slidesOf(pdf);
          expect(imported.map((slide) => slide.table?.rows)).toEqual(tables);
          expect(imported.map((slide) => slide.body)).toEqual(tables.map(() => []));
        }
      }),
      { numRuns: 1 },
    );
  });
});
