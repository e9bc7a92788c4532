import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import fc from 'fast-check';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import PptxGenJS from 'pptxgenjs';
import type { Deck, Slide } from '@kuza/contracts';
import { importedDeck } from '../src/modules/decks/imported-deck';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractDocxContent } from '../src/modules/files/import/docx-text';
import { extractDeckText } from '../src/modules/files/import/extract-deck-text';
import { sampleDeck } from './fixtures/files/sample-documents';

/** The table of issue 29: a founder's traction table that came back as pipe-joined bullets. */
const TRACTION = [
  ['Quarter', 'Hospitals', 'Records', 'Revenue (GHS)'],
  ['Q4 2025', '3', '184', '1,150,000'],
  ['Q1 2026', '5', '2\u202f300', '1\u202f150\u202f000,50'],
  ['Q2 2026', '9', '41,200', 'GHS 36,000'],
];
const SUBTITLE = 'Health records for clinics in Ghana';

/** A two-slide deck: a title slide with its subtitle as the lead, and a table slide. */
function deckWith(rows: string[][]): Deck {
  const base = sampleDeck();
  const slides: Slide[] = [
    { id: 's1', type: 'title', title: 'MedLink', content: SUBTITLE, bullets: [], notes: '' },
    { id: 's2', type: 'table', title: 'Traction', content: '', bullets: [], notes: '', table: { rows } },
  ];
  return { ...base, slides };
}

const importedSlides = async (buf: Buffer, type: 'pptx' | 'pdf') => (await extractDeckText(buf, type)).slides;

describe('a deck exported by Kuza and imported back keeps its structure', () => {
  it.each(['pptx', 'pdf'] as const)('a %s keeps the table cell by cell and the subtitle as the lead', async (type) => {
    const deck = deckWith(TRACTION);
    const file = type === 'pptx' ? await deckToPptx(deck) : await deckToPdf(deck);
    const slides = await importedSlides(file, type);
    const rows = type === 'pdf' ? asPdfReads(TRACTION) : TRACTION;
    expect(slides[1].table?.rows).toEqual(rows);
    expect(slides[1].body.join(' ')).not.toContain('1,150,000');

    const imported = importedDeck({ kind: 'file', name: `deck.${type}` }, slides);
    const [title, traction] = imported.slides;
    expect(traction).toMatchObject({ type: 'table', title: 'Traction', table: { rows } });
    // Nothing else comes back as bullets: not the table's rows, not the deck name in the footer.
    expect(traction.bullets).toEqual([]);
    expect(title).toMatchObject({ type: 'title', title: 'MedLink', content: SUBTITLE, bullets: [] });
  });

  it('a PDF keeps a table whose cells wrap onto several lines', async () => {
    const rows = [
      ['Company', 'What they do', 'Price'],
      ['MedLink', 'Patient records for clinics, kept offline and synced over 2G when a network comes back', 'GHS 150'],
      ['Paper files', 'Nothing', '0'],
      ['Hospital software', 'Records for large hospitals only', 'GHS 2,000'],
    ];
    const slides = await importedSlides(await deckToPdf(deckWith(rows)), 'pdf');
    expect(slides[1].table?.rows).toEqual(rows);
    expect(slides[1].body).toEqual([]);
  });
});

/** A .pptx whose first slide's shape tree is `shapes` (PresentationML shapes), built around pptxgenjs output. */
async function pptxWithShapes(...slides: string[]): Promise<Buffer> {
  const pptx = new PptxGenJS();
  slides.forEach(() => pptx.addSlide().addText('placeholder', { x: 1, y: 1, w: 4, h: 1 }));
  const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
  for (const [i, shapes] of slides.entries()) {
    const path = `ppt/slides/slide${i + 1}.xml`;
    const xml = (await zip.file(path)?.async('string')) ?? '';
    zip.file(path, xml.replace(/(<p:grpSpPr>.*?<\/p:grpSpPr>).*(<\/p:spTree>)/s, `$1${shapes}$2`));
  }
  return (await zip.generateAsync({ type: 'nodebuffer' })) as Buffer;
}

const para = (text: string, pPr = '', rPr = '') =>
  `<a:p>${pPr}<a:r><a:rPr lang="en-US"${rPr}/><a:t>${text}</a:t></a:r></a:p>`;
const shape = (ph: string, ...paragraphs: string[]) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="9" name="s"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/>` +
  `<p:txBody><a:bodyPr/>${paragraphs.join('')}</p:txBody></p:sp>`;
const table = (rows: string[][], { firstRow = false, bold = false } = {}) =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="5" name="t"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  `<p:xfrm/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl>` +
  `<a:tblPr${firstRow ? ' firstRow="1"' : ''}/>` +
  rows
    .map(
      (row, r) =>
        `<a:tr h="370840">${row.map((cell) => `<a:tc><a:txBody><a:bodyPr/>${cell ? para(cell, '', bold && r === 0 ? ' b="1"' : '') : '<a:p/>'}</a:txBody></a:tc>`).join('')}</a:tr>`,
    )
    .join('') +
  `</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;

describe('extractDeckText reads structure from PowerPoint files', () => {
  it('reads a subTitle placeholder as the subtitle, on the title slide and on any other', async () => {
    const slides = await importedSlides(
      await pptxWithShapes(
        shape('<p:ph type="ctrTitle"/>', para('MedLink')) + shape('<p:ph type="subTitle" idx="1"/>', para(SUBTITLE)),
        shape('<p:ph type="title"/>', para('Part two')) +
          shape('<p:ph type="subTitle" idx="1"/>', para('Go to market')),
      ),
      'pptx',
    );
    expect(slides[0]).toMatchObject({ title: 'MedLink', subtitle: SUBTITLE, body: [] });
    expect(slides[1]).toMatchObject({ title: 'Part two', subtitle: 'Go to market', body: [] });
  });

  it('reads the body under a centred title on the first slide as its subtitle, and bullets elsewhere as bullets', async () => {
    const titleAndBody = (title: string) =>
      shape('<p:ph type="ctrTitle"/>', para(title)) + shape('<p:ph idx="1"/>', para('Accra and Kumasi'));
    const slides = await importedSlides(await pptxWithShapes(titleAndBody('MedLink'), titleAndBody('Later')), 'pptx');
    expect(slides[0]).toMatchObject({ subtitle: 'Accra and Kumasi', body: [] });
    expect(slides[1].subtitle).toBeUndefined();
    expect(slides[1].body).toEqual(['Accra and Kumasi']);
  });

  it('keeps bulleted lines of a first slide without placeholders as bullets', async () => {
    const bullet = '<a:pPr><a:buChar char="•"/></a:pPr>';
    const slides = await importedSlides(
      await pptxWithShapes(shape('', para('MedLink')) + shape('', para('Nine hospitals', bullet))),
      'pptx',
    );
    expect(slides[0]).toMatchObject({ title: 'MedLink', body: ['Nine hospitals'] });
    expect(slides[0].subtitle).toBeUndefined();
  });

  it('reads a table with its header from the table style or a bold first row, empty cells in place', async () => {
    const rows = [
      ['Quarter', '', 'Revenue'],
      ['Q4 2025', '3', ''],
      ['Q1 2026', '5', '1\u00a0150\u00a0000'],
    ];
    const title = shape('<p:ph type="title"/>', para('Traction'));
    const slides = await importedSlides(
      await pptxWithShapes(
        title + table(rows, { firstRow: true }),
        title + table(rows, { bold: true }),
        title + table(rows) + table([['a', 'b']]),
      ),
      'pptx',
    );
    expect(slides.map((s) => s.table)).toEqual([
      { rows, header: true },
      { rows, header: true },
      { rows, header: false },
    ]);
    // A second table on a slide stays a line per row.
    expect(slides[2].body).toEqual(['a | b']);
  });
});

/** Figures as founders write them: English and French notation, currencies, percentages, quarters. */
const figure = fc.oneof(
  fc.integer({ min: 0, max: 9_999_999 }).map((n) => n.toLocaleString('en-US')),
  fc.integer({ min: 0, max: 9_999_999 }).map((n) => n.toLocaleString('fr-FR')),
  fc
    .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 9 }))
    .chain(([whole, tenth]) =>
      fc.constantFrom(`${whole}.${tenth}%`, `${whole},${tenth}\u00a0%`, `$${whole}.${tenth}M`),
    ),
  fc.integer({ min: 1, max: 99_999 }).map((n) => `GHS ${n.toLocaleString('en-US')}`),
  fc.integer({ min: 1, max: 99_999 }).map((n) => `${n.toLocaleString('fr-FR')} FCFA`),
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2020, max: 2030 })).map(([q, y]) => `Q${q} ${y}`),
);
const label = fc.constantFrom('Quarter', 'Hospitals', 'Revenue', 'Côte d’Ivoire', 'Clients', 'Marge brute', 'Lagos');
const tablesOf = (minRows: number) =>
  fc
    .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: minRows, max: 8 }))
    .chain(([columns, rows]) =>
      fc.tuple(
        fc.array(label, { minLength: columns, maxLength: columns }),
        fc.array(fc.array(figure, { minLength: columns, maxLength: columns }), {
          minLength: rows - 1,
          maxLength: rows - 1,
        }),
      ),
    )
    .map(([header, body]) => [header, ...body]);
const tables = tablesOf(2);
/** pdf.js reads every space glyph as U+0020, so a PDF gives '1 150 000' for '1\u202f150\u202f000'. */
const asPdfReads = (rows: string[][]) => rows.map((row) => row.map((cell) => cell.replace(/\s/g, ' ')));

function docxWithTable(rows: string[][]): Promise<Buffer> {
  const cell = (text: string, bold: boolean) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  const grid = new Table({
    rows: rows.map((row, r) => new TableRow({ children: row.map((text) => cell(text, r === 0)) })),
  });
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Traction'), grid] }] }));
}

/** A 16:9 PDF drawn by pdfkit, one call per page. */
function pdfOf(pages: Array<(doc: PDFKit.PDFDocument) => void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: [960, 540], autoFirstPage: false, margin: 20 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  pages.forEach((draw) => draw(doc.addPage().font('Helvetica')));
  doc.end();
  return done;
}

const titlePage = (doc: PDFKit.PDFDocument) => doc.fontSize(40).text('MedLink', 60, 150);

/** Rows drawn cell by cell at fixed column edges, as a table-less PDF producer lays them out. */
const drawRows = (doc: PDFKit.PDFDocument, rows: string[][], top = 150, step = 30) =>
  rows.forEach((row, r) =>
    row.forEach((cell, c) => doc.fontSize(16).text(cell, 60 + c * 200, top + r * step, { lineBreak: false })),
  );

describe('extractDeckText reads structure from PDFs made by other tools', () => {
  it('reads rows whose cells line up in columns as a table, lines around it as bullets', async () => {
    const rows = [
      ['Quarter', 'Hospitals', 'Revenue'],
      ['Q4 2025', '3', '1,150,000'],
      ['Q1 2026', '', 'GHS 36,000'],
    ];
    const pdf = await pdfOf([
      titlePage,
      (doc) => {
        doc.fontSize(32).text('Traction', 60, 50);
        doc.fontSize(16).text('Nine hospitals in two regions', 60, 110);
        drawRows(doc, rows);
        doc.fontSize(16).text('Revenue is in Ghana cedis', 60, 300);
      },
    ]);
    const [, slide] = await importedSlides(pdf, 'pdf');
    expect(slide.table).toEqual({ rows, header: false });
    expect(slide.body).toEqual(['Nine hospitals in two regions', 'Revenue is in Ghana cedis']);
  });

  it('reads rows set close together, one line each, and stops at the first line that is not a row', async () => {
    const rows = [
      ['Year', 'Clinics', 'Records'],
      ['2024', '2', '3,100'],
      ['2025', '9', '41\u00a0200'],
    ];
    const pdf = await pdfOf([
      titlePage,
      (doc) => {
        doc.fontSize(32).text('Growth', 60, 50);
        drawRows(doc, rows, 150, 20);
        doc.fontSize(16).text('Clinics pay monthly', 60, 210);
      },
    ]);
    const [, slide] = await importedSlides(pdf, 'pdf');
    expect(slide.table?.rows).toEqual(rows.map((row) => row.map((cell) => cell.replace(/\s/g, ' '))));
    expect(slide.body).toEqual(['Clinics pay monthly']);
  });

  it('leaves two aligned rows and lines with one cell as lines', async () => {
    const pdf = await pdfOf([
      titlePage,
      (doc) => {
        doc.fontSize(32).text('Market', 60, 50);
        drawRows(doc, [
          ['TAM', 'USD 9bn'],
          ['SAM', 'USD 1.4bn'],
        ]);
        ['Clinics in Ghana', 'Clinics in Nigeria', 'Clinics in Kenya'].forEach((line, i) =>
          doc.fontSize(16).text(line, 60, 250 + i * 30),
        );
      },
    ]);
    const [, slide] = await importedSlides(pdf, 'pdf');
    expect(slide.table).toBeUndefined();
    expect(slide.body).toEqual([
      'TAM USD 9bn',
      'SAM USD 1.4bn',
      'Clinics in Ghana',
      'Clinics in Nigeria',
      'Clinics in Kenya',
    ]);
  });

  it('reads the lines under the first page title as its subtitle and leaves out a footer on every page', async () => {
    const footer = (n: number) => (doc: PDFKit.PDFDocument) =>
      doc.fontSize(10).text(`MedLink confidential ${n} / 2`, 60, 500);
    const pdf = await pdfOf([
      (doc) => {
        titlePage(doc);
        doc.fontSize(20).text(SUBTITLE, 60, 220);
        footer(1)(doc);
      },
      (doc) => {
        doc.fontSize(32).text('Problem', 60, 50);
        doc.fontSize(16).text('• Records are kept on paper', 60, 150);
        footer(2)(doc);
      },
    ]);
    const slides = await importedSlides(pdf, 'pdf');
    expect(slides[0]).toEqual({ title: 'MedLink', subtitle: SUBTITLE, body: [] });
    expect(slides[1]).toEqual({ title: 'Problem', body: ['Records are kept on paper'] });
  });
});

describe('extractDocxContent reads Word tables cell by cell', () => {
  it('keeps a merged cell in its columns and a repeated header row as the header', async () => {
    const cell = (text: string, columnSpan = 1) => new TableCell({ children: [new Paragraph(text)], columnSpan });
    const grid = new Table({
      rows: [
        new TableRow({ tableHeader: true, children: [cell('Year'), cell('Degree'), cell('School')] }),
        new TableRow({ children: [cell('2019'), cell('BSc Computer Science, University of Lagos', 2)] }),
        new TableRow({ children: [cell('2021'), cell('MSc'), cell('')] }),
      ],
    });
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [grid] }] }));
    const { tables, text } = await extractDocxContent(docx);
    expect(tables).toEqual([
      {
        rows: [
          ['Year', 'Degree', 'School'],
          ['2019', 'BSc Computer Science, University of Lagos', ''],
          ['2021', 'MSc', ''],
        ],
        header: true,
      },
    ]);
    // The resume format has no tables: there each row is a line.
    expect(text).toBe('Year | Degree | School\n2019 | BSc Computer Science, University of Lagos\n2021 | MSc');
  });
});

describe('every figure of a table survives a round trip', () => {
  it('through a .pptx exported by Kuza', async () => {
    await fc.assert(
      fc.asyncProperty(tables, async (rows) => {
        const slides = await importedSlides(await deckToPptx(deckWith(rows)), 'pptx');
        expect(slides[1].table?.rows).toEqual(rows);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('through a .docx, with a bold first row as its header', async () => {
    await fc.assert(
      fc.asyncProperty(tables, async (rows) => {
        const { tables: read, text } = await extractDocxContent(await docxWithTable(rows));
        expect(read).toEqual([{ rows, header: true }]);
        expect(text.split('\n\n')[0]).toBe('Traction');
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('through a PDF exported by Kuza', async () => {
    await fc.assert(
      // A PDF table needs three rows whose cells line up: fewer are lines of text.
      fc.asyncProperty(tablesOf(3), async (rows) => {
        const slides = await importedSlides(await deckToPdf(deckWith(rows)), 'pdf');
        expect(slides[1].table?.rows).toEqual(asPdfReads(rows));
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
