import mammoth from 'mammoth';
import type { Resume, ResumeEntry, ResumeSection } from '@kuza/contracts';
import { Types } from 'mongoose';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { entriesFromContent } from '../src/modules/ai/text/resume-entries';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const FOUNDER = {
  name: 'Wanjiru Kamau',
  role: 'Co-founder & CEO',
  experience: 'Head of Data at Safaricom (2019 – 2022)\n- Led a team of 12 analysts',
  education: 'BSc Statistics, University of Nairobi (2015)',
  skills: 'SQL, Python',
};

const SAFARICOM: ResumeEntry = {
  role: 'Data Analyst',
  organisation: 'Safaricom',
  place: '',
  start: '2012-02',
  end: 'present',
  bullets: ['Analysed M-Pesa churn for 30 million users'],
};

async function newResume(cookie: string): Promise<Resume> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/resumes',
    payload: { mode: 'ai', inputs: FOUNDER },
    ...as(cookie),
  });
  return response.json<Resume>();
}

const get = async (cookie: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/resumes/${id}`, ...as(cookie) })).json<Resume>();

const put = (cookie: string, id: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/resumes/${id}`, payload: body, ...as(cookie) });

const experienceOf = (resume: Resume) => resume.sections.find((s) => s.label === 'Experience')!;

describe('resume entries', () => {
  it('fills Experience and Education entries when a resume is generated', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await newResume(cookie);
    expect(experienceOf(resume).entries).toEqual([
      {
        role: 'Head of Data',
        organisation: 'Safaricom',
        start: '2019',
        end: '2022',
        bullets: ['Led a team of 12 analysts'],
      },
    ]);
    expect(resume.sections.find((s) => s.label === 'Education')!.entries).toEqual([
      { role: 'BSc Statistics', organisation: 'University of Nairobi', start: '2015', end: '2015', bullets: [] },
    ]);
  });

  it('fills entries from a pasted CV, and keeps as text a section it cannot read for sure', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const pastedText = [
      'Chinedu Okafor',
      'Experience',
      'PayLink — Co-founder & CTO (Jan 2021 – present)',
      '• Built a card gateway used by 1,800 merchants.',
      'Interswitch — Senior Software Engineer (2016 – 2021)',
      '• Owned the Verve card switching service.',
      'Education',
      'Self-taught, then a bootcamp.',
      'Skills',
      'Go, Kafka',
    ].join('\n');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/resumes',
      payload: { mode: 'paste', inputs: { pastedText } },
      ...as(cookie),
    });
    const resume = response.json<Resume>();
    expect(experienceOf(resume).entries).toEqual([
      {
        role: 'Co-founder & CTO',
        organisation: 'PayLink',
        start: '2021-01',
        end: 'present',
        bullets: ['Built a card gateway used by 1,800 merchants'],
      },
      {
        role: 'Senior Software Engineer',
        organisation: 'Interswitch',
        start: '2016',
        end: '2021',
        bullets: ['Owned the Verve card switching service'],
      },
    ]);
    const education = resume.sections.find((s) => s.label === 'Education')!;
    expect([education.entries, education.content]).toEqual([undefined, 'Self-taught, then a bootcamp.']);
  });

  it('saves entries through the editor autosave and reads them back, with their text and no stray punctuation', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await newResume(cookie);
    const section = experienceOf(resume);
    const saved = await put(cookie, resume.id, {
      version: resume.version,
      sectionChanges: {
        order: resume.sections.map((s) => s.id),
        // The browser's content is not trusted: the API writes it from the entries.
        put: [
          {
            ...section,
            content: 'anything',
            entries: [SAFARICOM, { ...SAFARICOM, role: 'Intern', start: '2011', end: '2011', bullets: [] }],
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = experienceOf(await get(cookie, resume.id));
    expect(read.entries).toEqual([
      { role: 'Data Analyst', organisation: 'Safaricom', start: '2012-02', end: 'present', bullets: SAFARICOM.bullets },
      { role: 'Intern', organisation: 'Safaricom', start: '2011', end: '2011', bullets: [] },
    ]);
    expect(read.content).toBe(
      '**Data Analyst, Safaricom** (Feb 2012 – present)\n- Analysed M-Pesa churn for 30 million users\n\n**Intern, Safaricom** (2011)',
    );

    // Every export shows the same text, without ', .' or ', (' where the place was left empty.
    const pdf = await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}/export?format=pdf`, ...as(cookie) });
    const pdfText = (await extractPdfPages(pdf.rawPayload, 5)).flat().join('\n');
    const docx = await ctx.app.inject({
      method: 'GET',
      url: `/resumes/${resume.id}/export?format=docx`,
      ...as(cookie),
    });
    const { value: docxText } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    const share = await ctx.app.inject({ method: 'POST', url: `/resumes/${resume.id}/share`, ...as(cookie) });
    const shared = await ctx.app.inject({ method: 'GET', url: share.json<{ path: string }>().path });
    expect(experienceOf(shared.json<Resume>()).content).toBe(read.content);
    for (const text of [pdfText, docxText]) {
      expect(text.replace(/\s+/g, ' ')).toContain('Data Analyst, Safaricom (Feb 2012 – present)');
      expect(text).not.toMatch(/,\s*[.,(]/);
    }

    // A French resume's share page says its dates in French; the saved entry keeps 'present'.
    const current = await get(cookie, resume.id);
    await put(cookie, resume.id, { version: current.version, language: 'fr' });
    const french = await ctx.app.inject({ method: 'GET', url: share.json<{ path: string }>().path });
    expect(experienceOf(french.json<Resume>()).content).toContain('**Data Analyst, Safaricom** (févr. 2012 – présent)');
    expect(experienceOf(await get(cookie, resume.id)).entries?.[0]?.end).toBe('present');
  });

  it('writes years of experience in a new summary from the dates of the entries', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await newResume(cookie);
    const section = experienceOf(resume);
    const years = new Date().getFullYear() - 2012;
    await put(cookie, resume.id, {
      version: resume.version,
      sectionChanges: { order: resume.sections.map((s) => s.id), put: [{ ...section, entries: [SAFARICOM] }] },
    });
    const summary = await ctx.app.inject({
      method: 'POST',
      url: `/resumes/${resume.id}/summary`,
      payload: { variant: 0 },
      ...as(cookie),
    });
    expect(summary.json().summary).toContain(`${years} years of experience`);
  });

  it('refuses an entry that ends before it starts, or has no role, with the message and without saving', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await newResume(cookie);
    const section = experienceOf(resume);
    const send = (entry: Partial<ResumeEntry>) =>
      put(cookie, resume.id, {
        version: resume.version,
        sectionChanges: {
          order: resume.sections.map((s) => s.id),
          put: [{ ...section, entries: [{ ...SAFARICOM, ...entry }] }],
        },
      });
    const backwards = await send({ start: '2020-05', end: '2019' });
    expect([backwards.statusCode, backwards.json().error]).toEqual([400, 'The end cannot be before the start']);
    const roleless = await send({ role: ' ' });
    expect([roleless.statusCode, roleless.json().error]).toEqual([
      400,
      'Add the role (for education, the qualification)',
    ]);
    expect(experienceOf(await get(cookie, resume.id))).toEqual(section);
  });

  it('reads entries from the text of a resume saved before entries, and keeps text it cannot read for sure', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await newResume(cookie);
    const resumes = ctx.app.db.connection.collection('resumes');
    const _id = new Types.ObjectId(resume.id);
    const old: ResumeSection[] = [
      { id: 'a', label: 'Summary', content: 'Operator.' },
      {
        id: 'b',
        label: 'Experience',
        content: '**PayLink — Co-founder & CTO (Mar 2021 – present)**\n- Built a gateway used by 1,800 merchants.',
      },
      { id: 'c', label: 'Education', content: 'Studied at home, then everywhere.\n- Self-taught in Go' },
    ];
    await resumes.updateOne({ _id }, { $set: { sections: old } });
    const read = await get(cookie, resume.id);
    expect(read.sections[1]).toEqual({
      id: 'b',
      label: 'Experience',
      content: '**Co-founder & CTO, PayLink** (Mar 2021 – present)\n- Built a gateway used by 1,800 merchants',
      entries: [
        {
          role: 'Co-founder & CTO',
          organisation: 'PayLink',
          start: '2021-03',
          end: 'present',
          bullets: ['Built a gateway used by 1,800 merchants'],
        },
      ],
    });
    expect(read.sections[2]).toEqual(old[2]);
    // What was stored is untouched until the founder saves the section.
    expect((await resumes.findOne({ _id }))!.sections[1]).toEqual(old[1]);
  });
});

describe('entriesFromContent', () => {
  it('reads only what it can read without losing a word', () => {
    expect(entriesFromContent('Experience', '')).toEqual([]);
    expect(entriesFromContent('Experience', 'CTO at PayLink since 2021')).toEqual([
      { role: 'CTO', organisation: 'PayLink', start: '2021', end: 'present', bullets: [] },
    ]);
    // No role named: the line stays text rather than an entry with a made-up role.
    expect(entriesFromContent('Experience', 'Safaricom, Nairobi, 2014 – 2024')).toBeUndefined();
    // A paragraph that is not an entry.
    expect(
      entriesFromContent('Experience', 'Ten years in payments.\n\n**CTO, PayLink** (2021 – present)'),
    ).toBeUndefined();
    expect(entriesFromContent('Education', '- MBA, Strathmore Business School, Nairobi (2018 – 2020)')).toEqual([
      {
        role: 'MBA',
        organisation: 'Strathmore Business School',
        place: 'Nairobi',
        start: '2018',
        end: '2020',
        bullets: [],
      },
    ]);
  });
});
