import { spawnSync } from 'node:child_process';
import { Document, Packer, Paragraph } from 'docx';
import { MAX_RESUME_UPLOAD_BYTES } from '../src/modules/files/limits';
import { extractResumeText } from '../src/modules/files/import/extract-resume-text';
import { ImportError } from '../src/modules/files/import/import-error';
import { sniffFileType } from '../src/modules/files/import/sniff-file-type';
import { fixtureFile } from './helpers/fixture-files';

const importResume = (buf: Buffer) => extractResumeText(buf, sniffFileType(buf));
const SECTIONS = ['Summary', 'Experience', 'Education', 'Skills'];
// LibreOffice converts .doc only where it can run without network (user and network namespaces).
const hasSoffice =
  spawnSync('soffice', ['--version'], { timeout: 30_000 }).status === 0 &&
  spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore' }).status === 0;

async function importError(promise: Promise<unknown>): Promise<ImportError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

describe('extractResumeText', () => {
  it('reads a .docx with its sections, paragraph breaks and list items', async () => {
    const text = await importResume(fixtureFile('resume-chinedu-en.docx'));
    for (const label of SECTIONS) expect(text).toMatch(new RegExp(`^${label}$`, 'm'));
    expect(text).toContain('Chinedu Okafor');
    expect(text).toContain('\n\nSummary\n\n');
    expect(text).toContain('- Built a card and bank-transfer gateway used by 1,800 merchants.');
  });

  it('reads a two-page PDF with its sections, bullets as "- " lines and wrapped lines joined', async () => {
    const text = await importResume(fixtureFile('resume-chinedu-en.pdf'));
    for (const label of SECTIONS) expect(text).toMatch(new RegExp(`^${label}$`, 'm'));
    expect(text).toContain('- Cut settlement time from T+2 to T+0 for 300 banks and fintechs.');
    expect(text).toContain('Led teams of up to 25 engineers');
  });

  (hasSoffice ? it : it.skip)(
    'reads a Word 97 .doc through LibreOffice (skipped where soffice is not installed)',
    async () => {
      const text = await importResume(fixtureFile('resume-chinedu-en.doc'));
      for (const label of SECTIONS) expect(text).toMatch(new RegExp(`^${label}$`, 'm'));
      expect(text).toContain('- Hiring and leading engineering teams');
    },
    90_000,
  );

  it('explains that a .doc cannot be read when LibreOffice is missing', async () => {
    const buf = fixtureFile('resume-chinedu-en.doc');
    const error = await importError(extractResumeText(buf, 'doc', { soffice: { binary: '/nonexistent/soffice' } }));
    expect(error.code).toBe('doc-unavailable');
    expect(error.message).toBe('We could not read this .doc file. Save it as .docx or PDF and try again.');
  });

  it('rejects an empty .docx with the no-text message', async () => {
    const error = await importError(importResume(fixtureFile('edge-empty.docx')));
    expect(error.code).toBe('no-text');
    expect(error.message).toBe('This file has no text we can read. Try a file with selectable text.');
  });

  it.each([
    ['edge-tables.docx', 'Top left | Top right'],
    ['edge-simple-list.docx', '- Apple\n- Banana'],
    ['edge-text-box.docx', 'Datum plane'],
    ['edge-strict-format.docx', 'Test'],
  ])('gives text for %s, never a crash', async (name, expected) => {
    expect(await importResume(fixtureFile(name))).toContain(expected);
  });

  it('reads back a .docx written by the docx library', async () => {
    const doc = new Document({
      sections: [
        { children: ['Résumé of Aïcha', 'Experience', 'Built façades in Côte d’Ivoire'].map((t) => new Paragraph(t)) },
      ],
    });
    const text = await importResume(await Packer.toBuffer(doc));
    expect(text).toBe('Résumé of Aïcha\n\nExperience\n\nBuilt façades in Côte d’Ivoire');
  });

  it('calls damaged files unreadable and refuses oversized or unsupported ones', async () => {
    const docx = fixtureFile('resume-chinedu-en.docx');
    expect((await importError(extractResumeText(docx.subarray(0, 3000), 'docx'))).code).toBe('unreadable');
    expect((await importError(extractResumeText(Buffer.from('%PDF-1.7 nothing else'), 'pdf'))).code).toBe('unreadable');
    expect((await importError(extractResumeText(Buffer.alloc(MAX_RESUME_UPLOAD_BYTES + 1), 'pdf'))).code).toBe(
      'too-large',
    );
    expect((await importError(extractResumeText(fixtureFile('deck-sokofresh-en.pptx'), 'pptx'))).code).toBe(
      'unsupported',
    );
  });
});
