import JSZip from 'jszip';
import { resumeToDocx } from '../src/modules/files/export/resume-to-docx';
import { arabicResume, MIXED_LINE } from './fixtures/files/arabic-documents';
import { sampleResume } from './fixtures/files/sample-documents';

const ARABIC_LETTER = /[\u0620-\u064a\u0671-\u06d3]/;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

/** The document's paragraphs: their properties and runs (each run's properties and words). */
async function wordParagraphs(docx: Buffer) {
  const zip = await JSZip.loadAsync(docx);
  const xml = await zip.file('word/document.xml')!.async('string');
  const styles = await zip.file('word/styles.xml')!.async('string');
  const paragraphs = [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map(([p]) => ({
    pPr: /<w:pPr>.*?<\/w:pPr>/s.exec(p)?.[0] ?? '',
    runs: [...p.matchAll(/<w:r>(.*?)<\/w:r>/gs)]
      .map(([, r]) => ({
        rPr: /<w:rPr>.*?<\/w:rPr>/s.exec(r)?.[0] ?? '',
        text: [...r.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''),
      }))
      .filter((r) => r.text),
  }));
  return { paragraphs: paragraphs.filter((p) => p.runs.length), styles };
}

describe('an Arabic resume in Word', () => {
  it('runs every paragraph right to left, its Arabic runs rtl, in the Arabic font and language', async () => {
    const { paragraphs, styles } = await wordParagraphs(await resumeToDocx(arabicResume()));
    const text = paragraphs.map((p) => p.runs.map((r) => r.text).join(''));
    expect(text).toContain(`${MIXED_LINE}.`);
    for (const { pPr, runs } of paragraphs) {
      const said = runs.map((r) => r.text).join('');
      expect({ said, pPr }).toEqual({ said, pPr: expect.stringContaining('<w:bidi/>') });
      for (const run of runs) {
        // An Arabic word is in a right-to-left run; a Latin name or a figure is not (punctuation goes either way).
        const rtl = run.rPr.includes('<w:rtl/>');
        if (ARABIC_LETTER.test(run.text)) expect({ run: run.text, rtl }).toEqual({ run: run.text, rtl: true });
        if (LATIN_OR_DIGIT.test(run.text)) expect({ run: run.text, rtl }).toEqual({ run: run.text, rtl: false });
      }
    }
    // Runs take the complex-script font and language from the document's defaults.
    const defaults = /<w:docDefaults>.*?<\/w:docDefaults>/s.exec(styles)?.[0] ?? '';
    expect(defaults).toMatch(/<w:rFonts [^>]*w:cs="IBM Plex Sans Arabic"/);
    expect(defaults).toMatch(/<w:lang [^>]*w:bidi="ar-SA"/);
  });

  it('leaves a resume in a left-to-right language without right-to-left marks', async () => {
    const { paragraphs, styles } = await wordParagraphs(await resumeToDocx(sampleResume()));
    expect(paragraphs.length).toBeGreaterThan(5);
    for (const { pPr, runs } of paragraphs) {
      expect(pPr).not.toContain('<w:bidi/>');
      for (const run of runs) expect(run.rPr).not.toContain('<w:rtl/>');
    }
    expect(styles).not.toContain('IBM Plex Sans Arabic');
  });
});
