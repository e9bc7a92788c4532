import fc from 'fast-check';
import type { ResumeCreationInputs } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
const SEED = { seed: 28, numRuns: 150 };

const summaries = (input: ResumeCreationInputs) =>
  Promise.all([0, 1, 2, 3, 4, 5].map((variant) => ai.resumeSummary(input, variant)));

const GIVEN = ['Folake', 'Amina', 'Chinedu', 'Aminata', 'Kwame', 'Zanele', 'João', 'Thandiwe'];
const FAMILY = ['Adeyemi', 'Yusuf', 'Okafor', 'Diallo', 'Mensah', 'Dlamini', 'Silva'];
const TITLES = ['Dr.', 'Dr', 'Prof.', 'Eng.', 'Mr.', 'Mrs.', 'Ms.', 'Dra.', 'Me', 'Pr', 'Pr.'];
const ROLES = ['Co-founder & CEO', 'CTO', 'Head of Operations', 'Lecturer', 'Research Scientist', 'Data Analyst'];
const ORGS = ['PayLink', 'International Institute of Tropical Agriculture', 'University of Ibadan', 'Safaricom'];
const HIGHLIGHTS = ['Built a clinic network serving 4,000 patients', 'Led a malaria study of 1,200 households'];

const person = fc.record({
  title: fc.constantFrom(...TITLES),
  given: fc.constantFrom(...GIVEN),
  family: fc.constantFrom(...FAMILY),
  caps: fc.boolean(),
});
const job = fc.record({
  role: fc.constantFrom(...ROLES),
  organisation: fc.constantFrom(...ORGS),
  start: fc.integer({ min: 2005, max: 2015 }),
  highlight: fc.constantFrom(...HIGHLIGHTS),
});

describe('a resume summary names the founder, never a title', () => {
  it('uses the full name or the first name, and a title only before the name', async () => {
    await fc.assert(
      fc.asyncProperty(person, fc.option(job, { nil: undefined }), async ({ title, given, family, caps }, work) => {
        const written = `${title} ${given} ${family}`;
        const input: ResumeCreationInputs = {
          name: caps ? written.toUpperCase() : written,
          role: 'Co-founder & CEO',
          experience: work
            ? `${work.role} at ${work.organisation} (${work.start} – 2020)\n- ${work.highlight}`
            : undefined,
          education: 'PhD, Public Health, University of Ibadan (2010 – 2014)',
          skills: 'Epidemiology, Stata',
        };
        for (const summary of await summaries(input)) {
          const bare = title.replace(/\.$/, '');
          // Wherever the title stands, the first name follows it: 'Dr. built' or "Dr.'s record" never.
          const titleThen = new RegExp(`(?<![\\p{L}])${bare}\\.?(?![\\p{L}])\\s*(\\S+)`, 'giu');
          for (const match of summary.matchAll(titleThen)) expect(match[1]).toBe(given);
          expect(summary).toContain(given);
        }
      }),
      SEED,
    );
  });
});

/** Separators with nothing on one side: ', ,', ', .', '( )', ' - .', '– )', a line ending in a dash or comma. */
const EMPTY_SEPARATOR = /,\s*[,.;)]|\(\s*[–—-]?\s*\)|\s[–—-]\s*[.,;)]|[(,]\s*[–—-]\s|[–—,-]\s*$|\s[,.;:](?!\d)/m;

const field = (values: string[]) => fc.option(fc.constantFrom(...values), { nil: '' });
const education = fc.record({
  degree: field(['PhD', 'MBA', 'BSc Computer Science', 'Master en santé publique']),
  subject: field(['Public Health', 'Statistics']),
  school: field(['University of Ibadan', 'Strathmore Business School', 'Université Cheikh Anta Diop']),
  start: fc.option(fc.integer({ min: 1995, max: 2015 }), { nil: undefined }),
  length: fc.integer({ min: 0, max: 5 }),
  shape: fc.constantFrom('template', 'joined', 'parenthesised'),
});
type Education = typeof education extends fc.Arbitrary<infer T> ? T : never;

/** How a founder types an education line: a filled-in template, parts joined, or dates in brackets. */
function educationLine(e: Education): string {
  const end = e.start && e.length ? String(e.start + e.length) : '';
  const start = e.start ? String(e.start) : '';
  if (e.shape === 'template') return `${e.degree}, ${e.subject}, ${e.school}, ${start} - ${end}.`;
  const parts = [e.degree, e.subject, e.school].filter(Boolean).join(', ');
  const dates = [start, end].filter(Boolean).join(' – ');
  return e.shape === 'joined' ? [parts, dates].filter(Boolean).join(', ') : `${parts}${dates ? ` (${dates})` : ''}`;
}

describe('education and experience lines with parts missing', () => {
  it('show no empty separator and keep every date the founder gave', async () => {
    await fc.assert(
      fc.asyncProperty(education, fc.option(job, { nil: undefined }), async (e, work) => {
        fc.pre(Boolean(e.degree || e.subject || e.school));
        const line = educationLine(e);
        const input: ResumeCreationInputs = {
          name: 'Folake Adeyemi',
          role: 'Co-founder & CEO',
          education: line,
          experience: work ? `${work.organisation} — ${work.role} (${work.start} - )` : undefined,
        };
        const years = (line.match(/\b(19|20)\d{2}\b/g) ?? []).filter(Boolean);
        for (const summary of await summaries(input)) {
          expect(summary).not.toMatch(EMPTY_SEPARATOR);
          if ([e.degree, e.subject, e.school].some((part) => part && summary.includes(part)))
            for (const year of years) expect(summary).toContain(year);
        }
        const sections = await ai.resumeSections(input, 'Summary.');
        for (const label of ['Education', 'Experience']) {
          const content = sections.find((s) => s.label === label)?.content ?? '';
          for (const row of content.split('\n')) expect(row).not.toMatch(EMPTY_SEPARATOR);
        }
        const educationText = sections.find((s) => s.label === 'Education')?.content ?? '';
        for (const year of years) expect(educationText).toContain(year);
      }),
      SEED,
    );
  });

  it('keeps an experience line that names only the employer and its dates', async () => {
    const input = { name: 'Dr. Amina Yusuf', experience: 'Safaricom, Nairobi (2014 – 2020)' };
    const sections = await ai.resumeSections(input, 'Summary.');

    expect(sections.find((s) => s.label === 'Experience')?.content).toBe('**Safaricom, Nairobi** (2014 – 2020)');
    expect(await ai.resumeSummary(input)).toBe('Dr. Amina Yusuf has 6 years of experience.');
  });

  it('keeps the dates of "PhD, Public Health, University of Ibadan, 2010 - 2014."', async () => {
    const input = { name: 'Dr. Folake Adeyemi', education: 'PhD, Public Health, University of Ibadan, 2010 - 2014.' };

    for (const summary of await summaries(input)) {
      expect(summary).toContain('PhD in Public Health from University of Ibadan (2010 – 2014)');
      expect(summary).not.toMatch(EMPTY_SEPARATOR);
    }
  });
});

/** Words a summary may add to the founder's: joining words, never a claim. */
const CONNECTING = new Set(
  'a an the and or of in at as on to for from with by where s is has have holds brings record includes include skills role previously years experience track education present'.split(
    ' ',
  ),
);
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Stock lines summaries once carried: no founder wrote them. */
const STOCK = [
  'Known for turning ambitious plans into shipped, measurable results',
  'Brings the mix of execution and judgement that investors and hiring teams look for',
  'Ready to lead from day one, with a record that speaks in numbers',
  'Combines operator experience with the credibility to recruit, sell and raise',
  'Focused on building products and teams that last',
  'Sets strategy, raises capital and builds the team',
  'Runs operations, processes and the teams that scale them',
  'Owns architecture, engineering quality and technical hiring',
  'hands-on experience',
  'builds products and teams',
  'toolkit spans',
  'brings strengths in',
  'payments and financial services',
  'This founder',
];

const founderInput = fc.record({
  name: fc.option(
    person.map(({ given, family }) => `${given} ${family}`),
    { nil: undefined },
  ),
  role: fc.option(fc.constantFrom(...ROLES), { nil: undefined }),
  jobs: fc.array(job, { maxLength: 3 }),
  education: fc.option(education.map(educationLine), { nil: undefined }),
  skills: fc.option(fc.subarray(['Go', 'Stata', 'Kafka', 'Power BI', 'négociation'], { minLength: 1 }), {
    nil: undefined,
  }),
});

describe('a resume summary says only what the founder wrote', () => {
  it('adds no word absent from the inputs beyond joining words', async () => {
    await fc.assert(
      fc.asyncProperty(founderInput, async (f) => {
        const input: ResumeCreationInputs = {
          name: f.name,
          role: f.role,
          experience: f.jobs
            .map((j) => `${j.role} at ${j.organisation} (${j.start} – 2020)\n- ${j.highlight}`)
            .join('\n'),
          education: f.education,
          skills: f.skills?.join(', '),
        };
        const written = new Set(wordsOf(Object.values(input).join(' ')));
        for (const summary of await summaries(input)) {
          // Years of experience are counted from the dates the founder gave.
          const said = wordsOf(summary.replace(/\b\d+ years of experience\b/g, ''));
          expect(said.filter((word) => !written.has(word) && !CONNECTING.has(word))).toEqual([]);
          for (const stock of STOCK) expect(summary.toLowerCase()).not.toContain(stock.toLowerCase());
        }
      }),
      SEED,
    );
  });

  it('from a name and role alone, says just that', async () => {
    for (const summary of await summaries({ name: 'Amina Yusuf', role: 'COO' }))
      expect(['Amina Yusuf is a COO.', 'Amina Yusuf, COO.']).toContain(summary);
  });
});
