/**
 * Structured entries of Experience and Education sections: how they read as text (the one
 * rendering every view and export shows), and the years of experience their dates span.
 */
import { defineMessages, type Locale, type SaidMessage } from '@kuza/i18n';
import { PRESENT, resumeDateParts, type ResumeEntry } from './schemas/resume-entry';

/** The labels of sections that hold entries: Experience, Work experience, Education, Expérience, Formação… */
const ENTRY_SECTION =
  /^\s*(?:(?:work|professional|employment)\s+)?(?:experience|history|education)\b|^\s*(?:expérience|formation|experiência|formação|educação)/i;

export const holdsEntries = (label: string): boolean => ENTRY_SECTION.test(label);

/** The word an entry still going on ends with, said in the resume's language; stored entries keep `PRESENT`. */
export const RESUME_DATE_WORDS = defineMessages({
  present: { id: 'resumeEntry.present', defaultMessage: 'present' },
});

/**
 * How a resume's dates read in its language: months named by Intl in `locale`, and `present` (RESUME_DATE_WORDS,
 * said by the caller from its catalogs). Stored content is English (`ENGLISH_DATES`); views and files say theirs.
 */
export interface ResumeDateWords {
  locale: Locale;
  present: string;
}

export const ENGLISH_DATES: ResumeDateWords = { locale: 'en', present: PRESENT };

/** A resume's date words in `locale`, `say` saying a message in that language (the API's catalogs, or the page's). */
export const resumeDateWordsIn = (locale: Locale, say: (message: SaidMessage) => string): ResumeDateWords => ({
  locale,
  present: say(RESUME_DATE_WORDS.present),
});

const months = new Map<Locale, Intl.DateTimeFormat>();
const monthFormat = (locale: Locale) => {
  let format = months.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    months.set(locale, format);
  }
  return format;
};

/** '2019' → '2019', '2019-03' → 'Mar 2019' ('mars 2019'), 'present' → 'present' ('présent'); anything else as given. */
export function formatResumeDate(value: string, words: ResumeDateWords = ENGLISH_DATES): string {
  if (value.trim() === PRESENT) return words.present;
  const parts = resumeDateParts(value);
  if (!parts) return value.trim();
  return parts.month ? monthFormat(words.locale).format(Date.UTC(parts.year, parts.month - 1, 1)) : String(parts.year);
}

/** '2019 – present', 'Mar 2019 – Jun 2021', '2015' (one year); empty when no start is known. */
export function entryDates(entry: Pick<ResumeEntry, 'start' | 'end'>, words: ResumeDateWords = ENGLISH_DATES): string {
  const start = formatResumeDate(entry.start ?? '', words);
  if (!start) return '';
  const end = formatResumeDate(entry.end ?? '', words);
  return !end || end === start ? start : `${start} – ${end}`;
}

/** The entry's first line: '**Role, Organisation, Place** (2019 – present)'; missing parts leave no punctuation. */
export function entryHeading(entry: ResumeEntry, words: ResumeDateWords = ENGLISH_DATES): string {
  const named = [entry.role, entry.organisation, entry.place]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const dates = entryDates(entry, words);
  if (!named) return dates;
  return dates ? `**${named}** (${dates})` : `**${named}**`;
}

/** Entries as the section's rich text: a heading line per entry, its bullets, a blank line between entries. */
export function entriesText(entries: readonly ResumeEntry[], words: ResumeDateWords = ENGLISH_DATES): string {
  return entries
    .map((entry) =>
      [
        entryHeading(entry, words),
        ...entry.bullets
          .map((bullet) => bullet.trim())
          .filter(Boolean)
          .map((bullet) => `- ${bullet}`),
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** What a section shows: its entries rendered (dates in `words`' language) when it holds entries, else its rich text. */
export function sectionContent(
  section: { content: string; entries?: readonly ResumeEntry[] | null },
  words: ResumeDateWords = ENGLISH_DATES,
): string {
  return section.entries ? entriesText(section.entries, words) : section.content;
}

/**
 * Sections as a resume in `words`' language shows them: a section holding entries carries their text with its dates
 * said in that language (and no entries, so any view of its content reads that text); the others as they are.
 */
export function sectionsAsShown<T extends { content: string; entries?: readonly ResumeEntry[] | null }>(
  sections: readonly T[],
  words: ResumeDateWords,
): T[] {
  return sections.map((section) =>
    section.entries ? { ...section, content: sectionContent(section, words), entries: undefined } : section,
  );
}

/**
 * Years of experience the entries' dates span, from the earliest start to the latest end
 * ('present' is the reference month); entries without a start do not count.
 */
export function yearsOfExperience(
  entries: readonly Pick<ResumeEntry, 'start' | 'end'>[],
  reference: { year: number; month?: number },
): number | undefined {
  const month = (parts: { year: number; month?: number }) => parts.year * 12 + (parts.month ?? 1) - 1;
  const now = month(reference);
  const spans = entries.flatMap((entry) => {
    const start = resumeDateParts(entry.start ?? '');
    if (!start) return [];
    const end = entry.end === PRESENT ? now : month(resumeDateParts(entry.end ?? '') ?? start);
    return [[month(start), Math.max(end, month(start))] as const];
  });
  if (!spans.length) return undefined;
  const months = Math.max(...spans.map(([, end]) => end)) - Math.min(...spans.map(([start]) => start));
  return Math.floor(months / 12) || undefined;
}
