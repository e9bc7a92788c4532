import JSZip from 'jszip';
import mammoth from 'mammoth';
import type { Resume } from '@kuza/contracts';
import { resumeToDocx } from '../src/modules/files/export/resume-to-docx';
import { resumeToPdf } from '../src/modules/files/export/resume-to-pdf';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { makePng, pngDataUrl, sampleResume } from './fixtures/files/sample-documents';

const LABELS = ['Summary', 'Experience', 'Education', 'Skills'];
const ITEMS = [
  'Built a gateway used by 1,800 merchants',
  'Raised a ₦ 1.2bn pre-seed round',
  'Rebuilt the façade of the card switch',
  'Go, TypeScript, PostgreSQL',
];
const ACCENTS = ['Côte d’Ivoire', 'Société Générale', 'Université Félix Houphouët-Boigny', '(è, ç, ô)'];
const pdfLines = async (pdf: Buffer) => (await extractPdfPages(pdf, 20)).map((page) => page.filter(Boolean));

describe('resumeToPdf', () => {
  it('writes the Modern template with the name, every section, bullet item and accent as text', async () => {
    const pages = await pdfLines(await resumeToPdf(sampleResume('Modern')));
    expect(pages).toHaveLength(1);
    const lines = pages[0];
    expect(lines[0]).toBe('Chinedu Okafor');
    for (const label of LABELS) expect(lines).toContain(label);
    for (const item of ITEMS) expect(lines).toContain(`• ${item}`);
    for (const word of ACCENTS) expect(lines.join('\n')).toContain(word);
  });

  it('keeps **bold** runs bold and shows the profile photo only in Modern', async () => {
    const withPhoto = { ...sampleResume('Modern'), profileImageUrl: pngDataUrl(makePng(50, 60, [10, 20, 30])) };
    const modern = await resumeToPdf(withPhoto);
    expect(modern.includes('DejaVuSans-Bold')).toBe(true);
    expect(modern.includes('/Subtype /Image')).toBe(true);
    const classic = await resumeToPdf({ ...withPhoto, template: 'ATS Classic' });
    expect(classic.includes('/Subtype /Image')).toBe(false);
    expect(classic.includes('DejaVuSerif-Bold')).toBe(true);
  });

  it('writes ATS Classic as one plain column with standard upper-case headings', async () => {
    const [lines] = await pdfLines(await resumeToPdf(sampleResume('ATS Classic')));
    expect(lines.slice(0, 3)).toEqual(['Chinedu Okafor', 'Co-founder & CTO, PayLink', 'Lagos · chinedu@example.com']);
    for (const label of LABELS) expect(lines).toContain(label.toUpperCase());
    for (const item of ITEMS) expect(lines).toContain(`• ${item}`);
  });

  it('breaks long resumes across pages without leaving a heading at the foot of a page', async () => {
    const resume: Resume = {
      ...sampleResume('Modern'),
      sections: Array.from({ length: 16 }, (_, i) => ({
        id: `s${i}`,
        label: `Heading ${i + 1}`,
        content: `**Role ${i}** — Company\n- ${'Shipped things that mattered to merchants. '.repeat(4)}\n- Second item\n\nClosing paragraph ${i}.`,
      })),
    };
    const pages = await pdfLines(await resumeToPdf(resume));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const body = page.filter((line) => !/ · \d+ \/ \d+$/.test(line));
      expect(body[body.length - 1]).not.toMatch(/^Heading \d+$/);
    }
    expect(pages.flat().filter((l) => /^Heading \d+$/.test(l))).toHaveLength(16);
    expect(pages[0].join(' ')).toContain(`1 / ${pages.length}`);
  });
});

describe('resumeToDocx', () => {
  it('uses Title and Heading 1 styles, real list paragraphs and bold runs', async () => {
    const docx = await resumeToDocx(sampleResume('Modern'));
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    for (const label of LABELS) expect(html).toContain(`<h1>${label}</h1>`);
    expect(html).toContain(
      '<ul><li>Built a gateway used by <strong>1,800</strong> merchants</li><li>Raised a ₦ 1.2bn pre-seed round</li></ul>',
    );
    expect(html).toContain('<strong>9 years</strong>');
    const zip = await JSZip.loadAsync(docx);
    expect(await zip.file('word/document.xml')?.async('string')).toContain('<w:pStyle w:val="Title"/>');
    expect(await zip.file('word/numbering.xml')?.async('string')).toContain('w:val="•"');
  });

  it('round-trips every section, item and accent through mammoth as text', async () => {
    const { value: text } = await mammoth.extractRawText({ buffer: await resumeToDocx(sampleResume('ATS Classic')) });
    for (const part of ['Chinedu Okafor', ...LABELS, ...ITEMS, ...ACCENTS]) expect(text).toContain(part);
  });

  it('numbers "1." lists, restarting for each list', async () => {
    const resume = sampleResume('Modern');
    resume.sections = [{ id: 'a', label: 'Wins', content: '1. First\n2. Second\n\nBetween\n\n1. Again' }];
    const { value: html } = await mammoth.convertToHtml({ buffer: await resumeToDocx(resume) });
    expect(html).toContain('<ol><li>First</li><li>Second</li></ol><p>Between</p><ol><li>Again</li></ol>');
  });

  it('embeds the profile photo in Modern and never fails on a broken one', async () => {
    const photo = makePng(64, 48, [200, 100, 0]);
    const zip = await JSZip.loadAsync(await resumeToDocx(sampleResume('Modern'), { profileImage: photo }));
    expect(Object.keys(zip.files).some((p) => p.startsWith('word/media/'))).toBe(true);
    const broken = { ...sampleResume('Modern'), profileImageUrl: 'data:image/png;base64,AAAA' };
    const { value } = await mammoth.extractRawText({ buffer: await resumeToDocx(broken) });
    expect(value).toContain('Summary');
  });
});

describe('a resume’s dates in its language', () => {
  const withEntries = (language: Resume['language']): Resume => ({
    ...sampleResume('Modern'),
    language,
    sections: [
      {
        id: 'experience',
        label: 'Expérience',
        content: '',
        entries: [{ role: 'CTO', organisation: 'PayLink', start: '2019-03', end: 'present', bullets: ['Built it'] }],
      },
    ],
  });

  it('says the months and present in French in the PDF and in Portuguese in the Word file; the entry keeps present', async () => {
    const french = withEntries('fr');
    const [lines] = await pdfLines(await resumeToPdf(french));
    expect(lines).toContain('CTO, PayLink (mars 2019 – présent)');
    const { value } = await mammoth.extractRawText({ buffer: await resumeToDocx(withEntries('pt')) });
    expect(value).toContain('CTO, PayLink (mar. de 2019 – presente)');
    expect(french.sections[0].entries?.[0].end).toBe('present');
  });
});
