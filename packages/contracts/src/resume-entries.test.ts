import { ValidationError } from 'yup';
import { Translations, type Catalog, type Locale } from '@kuza/i18n';
import {
  entriesText,
  entryDates,
  formatResumeDate,
  holdsEntries,
  resumeDateWordsIn,
  sectionContent,
  sectionsAsShown,
  yearsOfExperience,
} from './resume-entries';
import { parseRichText, richTextToPlain } from './rich-text';
import { RESUME_ENTRY_MESSAGES, resumeEntrySchema, type ResumeEntry } from './schemas/resume-entry';
import { resumeSectionSchema } from './schemas/resume';
import { parseInput } from './validation';

const entry = (fields: Partial<ResumeEntry> = {}): ResumeEntry => ({
  role: 'Data Analyst',
  organisation: 'Safaricom',
  place: 'Nairobi',
  start: '2014-03',
  end: 'present',
  bullets: ['Analysed 2m M-Pesa transactions a day'],
  ...fields,
});

async function firstError(value: unknown): Promise<string> {
  try {
    await resumeEntrySchema.validate(value, { abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  return 'valid';
}

describe('resumeEntrySchema', () => {
  it('accepts a job with a month start, an ongoing end and bullets', async () => {
    await expect(resumeEntrySchema.validate(entry())).resolves.toEqual(entry());
  });

  it('refuses an end before the start, whatever the precision of the dates', async () => {
    expect(await firstError(entry({ start: '2020-06', end: '2020-01' }))).toBe(RESUME_ENTRY_MESSAGES.endBeforeStart);
    expect(await firstError(entry({ start: '2020', end: '2019-12' }))).toBe(RESUME_ENTRY_MESSAGES.endBeforeStart);
    expect(await firstError(entry({ start: '2020-06', end: '2020' }))).toBe('valid');
  });

  it('names the missing or malformed part', async () => {
    expect(await firstError(entry({ role: '  ' }))).toBe(RESUME_ENTRY_MESSAGES.role);
    expect(await firstError(entry({ organisation: '' }))).toBe(RESUME_ENTRY_MESSAGES.organisation);
    expect(await firstError(entry({ start: '' }))).toBe(RESUME_ENTRY_MESSAGES.start);
    expect(await firstError(entry({ start: 'March 2019' }))).toBe(RESUME_ENTRY_MESSAGES.startFormat);
    expect(await firstError(entry({ start: '2019-13' }))).toBe(RESUME_ENTRY_MESSAGES.startFormat);
    expect(await firstError(entry({ end: '' }))).toBe(RESUME_ENTRY_MESSAGES.end);
    expect(await firstError(entry({ end: 'now' }))).toBe(RESUME_ENTRY_MESSAGES.endFormat);
    expect(await firstError(entry({ bullets: ['ok', ' '] }))).toBe(RESUME_ENTRY_MESSAGES.bullet);
    expect(await firstError(entry({ bullets: Array.from({ length: 21 }, (_, i) => `b${i}`) }))).toBe(
      RESUME_ENTRY_MESSAGES.bullets,
    );
  });

  it('keeps every part on one line', async () => {
    const value = await resumeEntrySchema.validate(entry({ role: 'Data\nAnalyst', bullets: ['Line one\nline two'] }));
    expect(value.role).toBe('Data Analyst');
    expect(value.bullets).toEqual(['Line one line two']);
  });
});

describe('entriesText', () => {
  it('renders a heading line with the dates and one bullet per line, entries apart', () => {
    const text = entriesText([
      entry(),
      entry({ role: 'Intern', place: undefined, start: '2012', end: '2013', bullets: [] }),
    ]);
    expect(text).toBe(
      '**Data Analyst, Safaricom, Nairobi** (Mar 2014 – present)\n- Analysed 2m M-Pesa transactions a day\n\n**Intern, Safaricom** (2012 – 2013)',
    );
    expect(parseRichText(text)).toHaveLength(3);
  });

  it('leaves no stray punctuation when parts are missing', () => {
    const plain = richTextToPlain(
      entriesText([
        entry({ role: '', place: '' }),
        entry({ start: '', end: '', place: ' ' }),
        entry({ end: '2014-03' }),
      ]),
    );
    expect(plain).toContain('Safaricom (Mar 2014 – present)');
    expect(plain).toContain('Data Analyst, Safaricom\n');
    expect(plain).toContain('Data Analyst, Safaricom, Nairobi (Mar 2014)');
    expect(plain).not.toMatch(/, \.|,\s*,|\(\s*\)|, \(|^, /m);
  });
});

describe('sectionContent', () => {
  it('shows the entries of a section that holds them, and the rich text of one that does not', () => {
    expect(sectionContent({ content: 'old text', entries: [entry({ bullets: [] })] })).toBe(
      '**Data Analyst, Safaricom, Nairobi** (Mar 2014 – present)',
    );
    expect(sectionContent({ content: 'old text', entries: [] })).toBe('');
    expect(sectionContent({ content: 'old text' })).toBe('old text');
  });

  it('is what a section schema checks the length of', async () => {
    const long = entry({ bullets: Array.from({ length: 20 }, () => 'x'.repeat(300)) });
    await expect(
      parseInput(resumeSectionSchema, {
        id: 'e',
        label: 'Experience',
        content: '',
        entries: Array(4).fill(long),
      }),
    ).rejects.toThrow('A section must be at most 20,000 characters');
  });
});

describe('yearsOfExperience', () => {
  it('spans the earliest start to the latest end, present being the reference month', () => {
    expect(
      yearsOfExperience(
        [
          { start: '2014', end: '2016' },
          { start: '2016-06', end: 'present' },
        ],
        { year: 2026, month: 11 },
      ),
    ).toBe(12);
    expect(yearsOfExperience([{ start: '2019-03', end: '2021-02' }], { year: 2026 })).toBe(1);
    expect(yearsOfExperience([{ start: '', end: '' }], { year: 2026 })).toBeUndefined();
  });
});

describe('dates and labels', () => {
  it('formats months in words and tells entry sections by their label', () => {
    expect(formatResumeDate('2021-06')).toBe('Jun 2021');
    expect(formatResumeDate('2021')).toBe('2021');
    expect(
      [
        'Experience',
        'Work Experience',
        'Education',
        'Expérience professionnelle',
        'Formation',
        'Experiência',
        'Formação',
      ].map(holdsEntries),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(['Skills', 'Summary', 'Volunteer Work'].map(holdsEntries)).toEqual([false, false, false]);
  });
});

describe('dates in the resume’s language', () => {
  const translations = new Translations();
  // This package's own catalogs, as the API and the pages load them.
  translations.add('fr', jest.requireActual<Catalog>('../locales/fr.json'));
  translations.add('pt', jest.requireActual<Catalog>('../locales/pt.json'));
  const wordsIn = (locale: Locale) => resumeDateWordsIn(locale, (message) => translations.format(locale, message));

  it.each([
    ['en', 'Mar 2019 – present', 'Jun 2021'],
    ['fr', 'mars 2019 – présent', 'juin 2021'],
    ['pt', 'mar. de 2019 – presente', 'jun. de 2021'],
  ] as const)('in %s, names the months and says present in that language', (locale, running, month) => {
    const words = wordsIn(locale);
    expect(entryDates({ start: '2019-03', end: 'present' }, words)).toBe(running);
    expect(formatResumeDate('2021-06', words)).toBe(month);
    expect(entryDates({ start: '2015', end: '2015' }, words)).toBe('2015');
    expect(entryDates({ start: '2015', end: '2018' }, words)).toBe('2015 – 2018');
  });

  it('shows a French section in French while its stored content keeps English and the present token', () => {
    const section = { id: 'x', label: 'Expérience', content: '', entries: [entry()] };
    const [shown] = sectionsAsShown([section], wordsIn('fr'));
    expect(shown.content).toBe(
      '**Data Analyst, Safaricom, Nairobi** (mars 2014 – présent)\n- Analysed 2m M-Pesa transactions a day',
    );
    expect(sectionContent(section)).toBe(entriesText(section.entries));
    expect(entriesText(section.entries)).toContain('(Mar 2014 – present)');
    expect(section.entries[0].end).toBe('present');
  });
});
