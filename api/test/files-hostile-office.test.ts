import JSZip from 'jszip';
import { Document, Packer, Paragraph } from 'docx';
import PptxGenJS from 'pptxgenjs';
import { extractDeckText } from '../src/modules/files/import/extract-deck-text';
import { extractResumeText } from '../src/modules/files/import/extract-resume-text';
import { IMPORT_MESSAGES, ImportError } from '../src/modules/files/import/import-error';
import { MAX_ZIP_PART_BYTES } from '../src/modules/files/limits';

/** A real .pptx of one slide, made here, to be tampered with. */
async function pptx(): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.addSlide().addText('SokoFresh', { x: 1, y: 1, w: 8, h: 1 });
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A real .docx of one paragraph, made here, to be tampered with. */
const docx = () =>
  Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Amara Okafor, CEO of SokoFresh')] }] }));

/** The same file with one part replaced. */
async function withPart(file: Buffer, part: string, xml: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(file);
  expect(zip.file(part)).not.toBeNull();
  zip.file(part, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An element nested `depth` deep: a few hundred bytes once compressed. */
const nested = (depth: number, root: string) =>
  `<?xml version="1.0"?><${root} xmlns:a="urn:a">${'<a:b>'.repeat(depth)}x${'</a:b>'.repeat(depth)}</${root}>`;

/** A copy of a ZIP whose entries named `part` declare `size` bytes, in the local and the central header. */
function declaring(zip: Buffer, part: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  const name = Buffer.from(part);
  for (let at = copy.indexOf(name); at !== -1; at = copy.indexOf(name, at + 1)) {
    if (copy.readUInt32LE(at - 30) === 0x04034b50) copy.writeUInt32LE(size, at - 30 + 22);
    if (copy.readUInt32LE(at - 46) === 0x02014b50) copy.writeUInt32LE(size, at - 46 + 24);
  }
  return copy;
}

async function refusal(promise: Promise<unknown>): Promise<{ error: ImportError; ms: number }> {
  const started = performance.now();
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return { error: error as ImportError, ms: performance.now() - started };
}

describe('hostile Office files are refused fast', () => {
  it.each([20_000, 40_000])('a .pptx slide nested %i deep answers "too complex" within a second', async (depth) => {
    const file = await withPart(await pptx(), 'ppt/slides/slide1.xml', nested(depth, 'p:sld'));
    expect(file.length).toBeLessThan(64 * 1024);
    const { error, ms } = await refusal(extractDeckText(file, 'pptx'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(IMPORT_MESSAGES['too-complex']);
    expect(error.message).toBe('This file is too complex to import.');
    expect(ms).toBeLessThan(1000);
  });

  it('a .docx whose document is nested 20,000 deep answers "too complex" within a second', async () => {
    const file = await withPart(await docx(), 'word/document.xml', nested(20_000, 'w:document'));
    const { error, ms } = await refusal(extractResumeText(file, 'docx'));
    expect(error.code).toBe('too-complex');
    expect(ms).toBeLessThan(1000);
  });

  it('a .docx whose document declares 1,000 bytes and inflates past the limit is refused before mammoth reads it', async () => {
    const huge = `<?xml version="1.0"?><w:document xmlns:w="urn:w"><w:body>${' '.repeat(
      MAX_ZIP_PART_BYTES * 4,
    )}</w:body></w:document>`;
    const file = declaring(await withPart(await docx(), 'word/document.xml', huge), 'word/document.xml', 1000);
    expect(file.length).toBeLessThan(1024 * 1024);
    const heapBefore = process.memoryUsage().heapUsed;
    const { error, ms } = await refusal(extractResumeText(file, 'docx'));
    expect(error.code).toBe('too-large');
    expect(ms).toBeLessThan(1000);
    // Stopped at the part's limit: nowhere near the 64 MB it would inflate to.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(MAX_ZIP_PART_BYTES * 3);
  });

  it('still reads the same files when they are honest', async () => {
    expect((await extractDeckText(await pptx(), 'pptx')).slides[0].title).toBe('SokoFresh');
    expect(await extractResumeText(await docx(), 'docx')).toContain('Amara Okafor, CEO of SokoFresh');
  });
});
