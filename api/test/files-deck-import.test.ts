import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import PptxGenJS from 'pptxgenjs';
import { MAX_DECK_UPLOAD_BYTES, MAX_ZIP_PART_BYTES } from '../src/modules/files/limits';
import { extractDeckText } from '../src/modules/files/import/extract-deck-text';
import { IMPORT_MESSAGES, ImportError } from '../src/modules/files/import/import-error';
import { sniffFileType } from '../src/modules/files/import/sniff-file-type';
import { SOKOFRESH_TITLES, fixtureFile } from './helpers/fixture-files';

const importDeck = (buf: Buffer) => extractDeckText(buf, sniffFileType(buf));
const SPOILAGE = '40% of fresh produce in Kenya spoils before it reaches a buyer';

/** A 16:9 PDF drawn by pdfkit. */
function pdfOf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: [960, 540], autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** A copy of a ZIP whose central directory entry at `central` declares another uncompressed size. */
function withDeclaredSize(zip: Buffer, central: number, size: number): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

async function expectImportError(promise: Promise<unknown>, code: ImportError['code']) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  expect((error as ImportError).code).toBe(code);
  return error as ImportError;
}

describe('extractDeckText from files made by other tools', () => {
  it('reads the LibreOffice .pptx in presentation order with titles, bullets and notes', async () => {
    const { slides } = await importDeck(fixtureFile('deck-sokofresh-en.pptx'));
    expect(slides.map((s) => s.title)).toEqual(SOKOFRESH_TITLES);
    expect(slides[1].body).toContain(SPOILAGE);
    expect(slides[1].notes).toBe('Cite FAO post-harvest loss figures.');
    expect(slides.filter((s) => s.notes).map((s) => slides.indexOf(s) + 1)).toEqual([1, 2, 6, 10]);
  });

  it('reads the same deck exported as PDF page by page, first line as the title', async () => {
    const { slides } = await importDeck(fixtureFile('deck-sokofresh-en.pdf'));
    expect(slides.map((s) => s.title)).toEqual(SOKOFRESH_TITLES);
    expect(slides[1].body).toContain(SPOILAGE);
  });

  it('follows presentation.xml for the order, not the slide file names', async () => {
    const zip = await JSZip.loadAsync(fixtureFile('deck-sokofresh-en.pptx'));
    const presentation = (await zip.file('ppt/presentation.xml')?.async('string')) ?? '';
    // The Ask (slide10.xml, rId13) listed first; the files keep their names.
    const order = [13, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const list = order.map((rid, i) => `<p:sldId id="${256 + i}" r:id="rId${rid}"/>`).join('');
    const reordered = presentation.replace(/<p:sldIdLst>.*<\/p:sldIdLst>/s, `<p:sldIdLst>${list}</p:sldIdLst>`);
    zip.file('ppt/presentation.xml', reordered);
    const { slides } = await importDeck(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(slides.map((s) => s.title)).toEqual(['The Ask', ...SOKOFRESH_TITLES.slice(0, -1)]);
  });

  it('reads a table cell by cell, its header from the table style', async () => {
    const { slides } = await importDeck(fixtureFile('edge-table-cells.pptx'));
    expect(slides).toHaveLength(3);
    expect(slides[2].table).toEqual({
      rows: [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['g', 'h', 'i'],
      ],
      header: true,
    });
    expect(slides[2].body).toEqual([]);
    expect(slides[0].table?.rows[1]).toEqual(['unladen swallows', '', '', '']);
  });

  it('finds text in placeholders, titles first', async () => {
    const { slides } = await importDeck(fixtureFile('edge-placeholders.pptx'));
    expect(slides).toHaveLength(9);
    expect(slides.map((s) => s.title)).toEqual(expect.arrayContaining(['Title Text', 'Content', 'Body text']));
  });

  it('finds text inside grouped shapes (the fixture groups shapes without text; text is added here)', async () => {
    await expectImportError(importDeck(fixtureFile('edge-group-shapes.pptx')), 'no-text');
    const zip = await JSZip.loadAsync(fixtureFile('edge-group-shapes.pptx'));
    const slide = (await zip.file('ppt/slides/slide1.xml')?.async('string')) ?? '';
    // The first empty paragraph in the file belongs to a shape inside <p:grpSp>.
    zip.file(
      'ppt/slides/slide1.xml',
      slide.replace('<a:endParaRPr lang="en-US"/>', '<a:r><a:t>Inside the group</a:t></a:r>'),
    );
    const { slides } = await importDeck(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(slides[0].title).toBe('Inside the group');
  });

  it('rejects a deck whose only slide is blank with the no-text message', async () => {
    const error = await expectImportError(importDeck(fixtureFile('edge-blank-slide.pptx')), 'no-text');
    expect(error.message).toBe('This file has no text we can read. Try a file with selectable text.');
    expect(error.statusCode).toBe(422);
  });
});

describe('extractDeckText on damaged, oversized and wrong files', () => {
  it('calls a damaged .pptx or PDF unreadable instead of crashing', async () => {
    const pptx = fixtureFile('deck-sokofresh-en.pptx');
    await expectImportError(extractDeckText(pptx.subarray(0, pptx.length / 2), 'pptx'), 'unreadable');
    const pdf = fixtureFile('deck-sokofresh-en.pdf');
    const error = await expectImportError(
      extractDeckText(Buffer.concat([pdf.subarray(0, 400), Buffer.alloc(400)]), 'pdf'),
      'unreadable',
    );
    expect(error.message).toBe(IMPORT_MESSAGES.unreadable);
  });

  it('gives the no-text message for a PDF of pictures and the unreadable one for a password-protected PDF', async () => {
    const scanned = await pdfOf({}, (doc) => doc.addPage().rect(50, 50, 300, 200).fill('#0F766E'));
    await expectImportError(extractDeckText(scanned, 'pdf'), 'no-text');
    const locked = await pdfOf({ userPassword: 'secret' }, (doc) => doc.addPage().fontSize(30).text('Secret deck'));
    await expectImportError(extractDeckText(locked, 'pdf'), 'unreadable');
  });

  it('calls a .pptx with a corrupted slide stream unreadable', async () => {
    const zip = await JSZip.loadAsync(fixtureFile('deck-sokofresh-en.pptx'));
    const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const at = buf.indexOf('ppt/slides/slide2.xml') + 'ppt/slides/slide2.xml'.length;
    buf.fill(0xff, at + 40, at + 120); // inside the first slide's deflate stream
    await expectImportError(extractDeckText(buf, 'pptx'), 'unreadable');
  });

  it('stops zip bombs: a declared size over the limit, or a part that inflates past what it declared', async () => {
    const zip = await JSZip.loadAsync(fixtureFile('deck-sokofresh-en.pptx'));
    zip.file('ppt/slides/slide1.xml', ' '.repeat(MAX_ZIP_PART_BYTES + 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const central = bomb.lastIndexOf('ppt/slides/slide1.xml') - 46;
    expect(bomb.readUInt32LE(central)).toBe(0x02014b50);
    await expectImportError(extractDeckText(withDeclaredSize(bomb, central, 200 * 1024 * 1024), 'pptx'), 'too-large');
    await expectImportError(extractDeckText(withDeclaredSize(bomb, central, 1000), 'pptx'), 'too-large');
  });

  it('refuses files over the deck upload limit and types that are not decks', async () => {
    await expectImportError(extractDeckText(Buffer.alloc(MAX_DECK_UPLOAD_BYTES + 1), 'pptx'), 'too-large');
    await expectImportError(extractDeckText(fixtureFile('resume-chinedu-en.docx'), 'docx'), 'unsupported');
  });
});

describe('extractDeckText round-trips decks written by pptxgenjs and pdfkit', () => {
  const titles = ['Kuza Pitch', 'Marché ivoirien', 'Traction à Lagos'];

  it('reads back every title, bullet and note of a generated .pptx', async () => {
    const pptx = new PptxGenJS();
    titles.forEach((title, i) => {
      const slide = pptx.addSlide();
      slide.addText(title, { placeholder: 'title', x: 0.5, y: 0.3, w: 9, h: 1 });
      slide.addText([{ text: `Point ${i} : façade`, options: { bullet: true } }], { x: 0.5, y: 1.5, w: 9, h: 3 });
      slide.addNotes(`Note ${i}`);
    });
    const buf = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
    const { slides } = await importDeck(buf);
    expect(slides).toEqual(titles.map((title, i) => ({ title, body: [`Point ${i} : façade`], notes: `Note ${i}` })));
  });

  it('reads back every page title and line of a generated PDF', async () => {
    const pdf = await pdfOf({}, (doc) =>
      titles.forEach((title, i) => {
        doc.addPage().fontSize(32).text(title, 50, 50);
        doc.fontSize(18).text(`Line ${i} of the body`, 50, 150);
      }),
    );
    const { slides } = await importDeck(pdf);
    expect(slides.map((s) => s.title)).toEqual(titles);
    expect(slides[2].body).toEqual(['Line 2 of the body']);
  });
});
