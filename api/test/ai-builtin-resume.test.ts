import type { ResumeCreationInputs } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';

const PLACEHOLDERS = [/\[/, /lorem/i, /TODO/, /your company/i, /\bTBD\b/, /undefined|NaN|\bnull\b/];

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

const CHINEDU: ResumeCreationInputs = {
  name: 'Chinedu Okafor',
  role: 'Co-founder & CTO',
  experience: [
    'PayLink — Co-founder & CTO (2021 – present)',
    '• Built a card and bank-transfer gateway used by 1,800 merchants.',
    '• Raised a USD 1.5m pre-seed round; hired the first 12 engineers.',
    '',
    'Interswitch — Senior Software Engineer (2016 – 2021)',
    '• Owned the Verve card switching service (99.98% uptime).',
  ].join('\n'),
  education: 'BSc Computer Science, University of Lagos (2015)',
  skills: 'Go, TypeScript, PostgreSQL, Kafka, PCI-DSS, ISO 8583',
  links: 'https://www.linkedin.com/in/chinedu-okafor',
};

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe('builtin resume writing', () => {
  it('writes a specific 3–4 sentence summary from the inputs', async () => {
    const summary = await ai.resumeSummary(CHINEDU);

    for (const fact of [
      'Chinedu Okafor',
      'Co-founder & CTO',
      '10 years',
      'PayLink',
      '1,800 merchants',
      'BSc Computer Science',
      'Go, TypeScript and PostgreSQL',
    ])
      expect(summary).toContain(fact);
    expect(sentenceCount(summary)).toBeGreaterThanOrEqual(3);
    expect(sentenceCount(summary)).toBeLessThanOrEqual(4);
    for (const pattern of PLACEHOLDERS) expect(summary).not.toMatch(pattern);
  });

  it('gives a different summary for each Regenerate, and the same one for the same variant', async () => {
    const variants = await Promise.all([0, 1, 2, 3, 4, 5].map((variant) => ai.resumeSummary(CHINEDU, variant)));

    expect(new Set(variants).size).toBe(6);
    expect(variants[1]).toMatch(/^Co-founder & CTO with 10 years/);
    expect(variants[1]).toContain(
      'Previously Senior Software Engineer at Interswitch, where Chinedu owned the Verve card switching service',
    );
    expect(variants[2]).toContain('Track record: built a card and bank-transfer gateway');
    expect(await ai.resumeSummary(CHINEDU, 4)).toBe(variants[4]);
  });

  it('builds Summary, Experience, Education, Skills and Links in the rich-text format', async () => {
    const sections = await ai.resumeSections(CHINEDU, 'A summary the founder edited.');

    expect(sections.map((s) => [s.id, s.label])).toEqual([
      ['summary', 'Summary'],
      ['experience', 'Experience'],
      ['education', 'Education'],
      ['skills', 'Skills'],
      ['links', 'Links'],
    ]);
    const [summary, experience, education, skills, links] = sections.map((s) => s.content);
    expect(summary).toBe('A summary the founder edited.');
    expect(experience).toBe(
      [
        '**Co-founder & CTO, PayLink** (2021 – present)',
        '- Built a card and bank-transfer gateway used by 1,800 merchants',
        '- Raised a USD 1.5m pre-seed round; hired the first 12 engineers',
        '',
        '**Senior Software Engineer, Interswitch** (2016 – 2021)',
        '- Owned the Verve card switching service (99.98% uptime)',
      ].join('\n'),
    );
    expect(education).toBe('- BSc Computer Science, University of Lagos (2015)');
    expect(skills).toBe('- Go, TypeScript, PostgreSQL, Kafka\n- PCI-DSS, ISO 8583');
    expect(links).toBe('- https://www.linkedin.com/in/chinedu-okafor');
  });

  it('reads experience written as prose', async () => {
    const sections = await ai.resumeSections(
      {
        name: 'Jane Mwangi',
        experience: 'Head of Product at M-Kopa since 2020, leading a team of 15. Analyst at Safaricom 2016-2020.',
      },
      'Summary.',
    );

    expect(sections.find((s) => s.label === 'Experience')?.content).toBe(
      '**Head of Product, M-Kopa** (2020 – present)\n- Leading a team of 15\n\n**Analyst, Safaricom** (2016 – 2020)',
    );
  });
});

describe('resume entries as founders type them', () => {
  const amina = (experience: string): ResumeCreationInputs => ({
    name: 'Amina Njeri',
    role: 'Data lead',
    experience,
    education: 'BSc Statistics, University of Nairobi',
    skills: 'SQL, Python',
  });
  const experienceOf = async (input: ResumeCreationInputs) =>
    (await ai.resumeSections(input, await ai.resumeSummary(input))).find((s) => s.label === 'Experience')!.content;

  it('counts years of experience from dates written with months', async () => {
    const input = amina(
      'Senior Data Analyst, Safaricom, Nairobi (March 2015 – June 2025)\n- Analysed churn for 30 million subscribers\nAnalyst, KCB, Nairobi (Jan 2013 – Feb 2015)',
    );

    expect(await ai.resumeSummary(input)).toContain('12 years of experience');
    expect(await experienceOf(input)).toContain('**Senior Data Analyst, Safaricom, Nairobi** (Mar 2015 – Jun 2025)');
  });

  it('leaves no stray punctuation where a part is empty, and invents no role', async () => {
    const input = amina('Safaricom, Nairobi, (2015 – 2018). Analysed M-Pesa churn for 30 million users.');
    const text = `${await ai.resumeSummary(input)}\n${await experienceOf(input)}`;

    expect(text).not.toMatch(/,\s*[.,]|\(\s*\)|\s[,.]/);
    expect(await experienceOf(input)).toBe(
      '**Safaricom, Nairobi** (2015 – 2018)\n- Analysed M-Pesa churn for 30 million users',
    );
  });

  it('joins a role on its own line with the employer and dates under it', async () => {
    const input = amina('Data Analyst\nSafaricom, Nairobi, Jan 2014 – Present\n• Analysed M-Pesa data');

    expect(await experienceOf(input)).toBe(
      '**Data Analyst, Safaricom, Nairobi** (Jan 2014 – present)\n- Analysed M-Pesa data',
    );
  });
});
