import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { sniffFileType } from '../src/modules/files/import/sniff-file-type';
import { fixtureFile } from './helpers/fixture-files';

describe('sniffFileType', () => {
  it('recognises a PDF by its %PDF- header, whatever the file was called', () => {
    // The buffer is what a route receives for 'deck.pptx' that really is a PDF: the name plays no part.
    expect(sniffFileType(fixtureFile('deck-sokofresh-en.pdf'))).toBe('pdf');
    expect(
      sniffFileType(Buffer.concat([Buffer.from('junk before the header\n'), fixtureFile('resume-chinedu-en.pdf')])),
    ).toBe('pdf');
  });

  it('tells a .pptx from a .docx by [Content_Types].xml inside the ZIP', () => {
    expect(sniffFileType(fixtureFile('deck-sokofresh-en.pptx'))).toBe('pptx');
    expect(sniffFileType(fixtureFile('edge-group-shapes.pptx'))).toBe('pptx');
    expect(sniffFileType(fixtureFile('resume-chinedu-en.docx'))).toBe('docx');
    expect(sniffFileType(fixtureFile('edge-strict-format.docx'))).toBe('docx');
  });

  it('reports a Word 97 file (OLE2 container) as doc', () => {
    expect(sniffFileType(fixtureFile('resume-chinedu-en.doc'))).toBe('doc');
  });

  it('reports random bytes, an empty buffer and plain text as unknown', () => {
    expect(sniffFileType(randomBytes(4096))).toBe('unknown');
    expect(sniffFileType(Buffer.alloc(0))).toBe('unknown');
    expect(sniffFileType(Buffer.from('Summary\nExperience\n'))).toBe('unknown');
  });

  it('reports a ZIP that is not an Office document, or a truncated one, as unknown', async () => {
    const zip = new JSZip();
    zip.file('hello.txt', 'not a deck');
    const plainZip = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(sniffFileType(plainZip)).toBe('unknown');
    expect(sniffFileType(fixtureFile('deck-sokofresh-en.pptx').subarray(0, 2000))).toBe('unknown');
  });
});
