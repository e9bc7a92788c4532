import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import type { Resume } from '@kuza/contracts';
import { resumeToDocx } from '../src/modules/files/export/resume-to-docx';
import { resumeToPdf } from '../src/modules/files/export/resume-to-pdf';
import { convertWithSoffice } from '../src/modules/files/import/soffice';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { sampleResume } from './fixtures/files/sample-documents';

const pdfLines = async (pdf: Buffer) => (await extractPdfPages(pdf, 20)).map((page) => page.filter(Boolean));
const FOOTER = / · \d+ \/ \d+$/;
const hasSoffice = spawnSync('soffice', ['--version'], { timeout: 30_000 }).status === 0;
const itWithSoffice = hasSoffice ? it : it.skip;

const job = (i: number) =>
  `**Company ${i}** — Engineering lead (20${10 + i} – 20${11 + i})\n` +
  `- Led a team of ${i + 3} engineers shipping mobile money to merchants in Lagos and Nairobi\n` +
  `- Cut failed payouts by ${10 + i}% with retries and reconciliation`;

/**
 * The sample resume with nine jobs: its DOCX is one page (LibreOffice lays it out on one A4 page
 * in both templates), and the PDF used to put the last section alone on a second page.
 */
function oneFullPage(template: Resume['template']): Resume {
  const base = sampleResume(template);
  const jobs = Array.from({ length: 9 }, (_, i) => job(i)).join('\n\n');
  return {
    ...base,
    sections: [
      base.sections[0],
      { id: 'experience', label: 'Experience', content: jobs },
      base.sections[2],
      base.sections[3],
    ],
  };
}

describe('resumeToPdf pages', () => {
  it.each(['Modern', 'ATS Classic'] as const)(
    'fits the %s resume on one page when its DOCX fits one page, last section included',
    async (template) => {
      const pages = await pdfLines(await resumeToPdf(oneFullPage(template)));
      expect(pages).toHaveLength(1);
      const heading = template === 'Modern' ? 'Skills' : 'SKILLS';
      expect(pages[0].slice(-3)).toEqual([
        heading,
        '• Go, TypeScript, PostgreSQL',
        '• Hiring and leading teams (è, ç, ô)',
      ]);
      expect(pages[0].some((line) => FOOTER.test(line))).toBe(false);
    },
  );

  itWithSoffice(
    "lays that resume's DOCX out on one page in LibreOffice (skipped when soffice is not installed)",
    async () => {
      for (const template of ['Modern', 'ATS Classic'] as const) {
        const docx = await resumeToDocx(oneFullPage(template));
        const pdf = await convertWithSoffice(docx, 'docx', 'pdf', { timeoutMs: 60_000 });
        expect(await extractPdfPages(pdf as Buffer, 20)).toHaveLength(1);
      }
    },
    150_000,
  );

  it('keeps every section heading on the page of its first entry: the entry title and first bullet', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 12 }),
        fc.constantFrom<Resume['template']>('Modern', 'ATS Classic'),
        async (filler, lengths, template) => {
          const resume: Resume = {
            ...sampleResume(template),
            sections: [
              { id: 'intro', label: 'Summary', content: 'Builder of payment rails. '.repeat(filler + 1) },
              ...lengths.map((n, i) => ({
                id: `s${i}`,
                label: `Heading ${i + 1}`,
                content: `**Role ${i + 1}** — Company\n- ${'Shipped things that mattered to merchants. '.repeat(n)}\n- Second item`,
              })),
            ],
          };
          const pages = await pdfLines(await resumeToPdf(resume));
          lengths.forEach((_, i) => {
            const page = pages.find((lines) => lines.some((l) => l.toUpperCase() === `HEADING ${i + 1}`));
            expect(page).toBeDefined();
            const at = page!.findIndex((l) => l.toUpperCase() === `HEADING ${i + 1}`);
            expect(page![at + 1]).toBe(`Role ${i + 1} — Company`);
            expect(page![at + 2]).toMatch(/^• Shipped things/);
          });
          // A second page never holds the last section alone.
          if (pages.length === 2) {
            const body = pages[1].filter((l) => !FOOTER.test(l));
            expect(body[0]?.toUpperCase()).not.toBe(`HEADING ${lengths.length}`);
          }
        },
      ),
      // A fixed seed: the same 12 resumes on every machine; each is typeset up to four times, so a loaded
      // 2-core machine needs more than a minute.
      { numRuns: 12, seed: 20261128 },
    );
  }, 150_000);
});
