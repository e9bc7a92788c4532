import { spawnSync } from 'node:child_process';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { resumeToDocx } from '../src/modules/files/export/resume-to-docx';
import { convertWithSoffice } from '../src/modules/files/import/soffice';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { SAMPLE_DECK_TITLES, sampleDeck, sampleResume } from './fixtures/files/sample-documents';

// LibreOffice (Debian: libreoffice-impress, libreoffice-writer) opens what PowerPoint and Word users
// will open; converting headless proves the files are well formed, not just zipped XML.
const hasSoffice = spawnSync('soffice', ['--version'], { timeout: 30_000 }).status === 0;
const itWithSoffice = hasSoffice ? it : it.skip;

describe('exports opened by LibreOffice (skipped when soffice is not installed)', () => {
  itWithSoffice(
    'converts the exported PPTX to a PDF with one page per slide and every title',
    async () => {
      const pdf = await convertWithSoffice(await deckToPptx(sampleDeck()), 'pptx', 'pdf', { timeoutMs: 60_000 });
      expect(pdf).not.toBeNull();
      const pages = await extractPdfPages(pdf as Buffer, 100);
      expect(pages).toHaveLength(12);
      SAMPLE_DECK_TITLES.forEach((title, i) => expect(pages[i]).toContain(title));
    },
    90_000,
  );

  itWithSoffice(
    'converts the exported DOCX to a PDF with the name and every section',
    async () => {
      const pdf = await convertWithSoffice(await resumeToDocx(sampleResume('Modern')), 'docx', 'pdf', {
        timeoutMs: 60_000,
      });
      const text = (await extractPdfPages(pdf as Buffer, 20)).flat().join('\n');
      for (const part of ['Chinedu Okafor', 'Summary', 'Experience', 'Education', 'Skills', 'Société Générale']) {
        expect(text).toContain(part);
      }
    },
    90_000,
  );
});
