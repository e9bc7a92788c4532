/**
 * Structured entries of Experience and Education sections: how they read as text (the one
 * rendering every view and export shows), and the years of experience their dates span.
 */
import { PRESENT, resumeDateParts, type ResumeEntry } from './schemas/resume-entry';

/** The labels of sections that hold entries: Experience, Work experience, Education, Formation… */
const ENTRY_SECTION =
  /^\s*(?:(?:work|professional|employment)\s+)?(?:experience|history|education)\b|^\s*(?:expérience|formation)/i;

export const holdsEntries = (label: string): boolean => ENTRY_SECTION.test(label);

const MONTH = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2019' → '2019', '2019-03' → 'Mar 2019', 'present' → 'present'; anything else as given. */
export function formatResumeDate(value: string): string {
  const parts = resumeDateParts(value);
  if (!parts) return value.trim();
  return parts.month ? MONTH.format(Date.UTC(parts.year, parts.month - 1, 1)) : String(parts.year);
}

/** '2019 – present', 'Mar 2019 – Jun 2021', '2015' (one year); empty when no start is known. */
export function entryDates(entry: Pick<ResumeEntry, 'start' | 'end'>): string {
  const start = formatResumeDate(entry.start ?? '');
  if (!start) return '';
  const end = formatResumeDate(entry.end ?? '');
  return !end || end === start ? start : `${start} – ${end === PRESENT ? PRESENT : end}`;
}

/** The entry's first line: '**Role, Organisation, Place** (2019 – present)'; missing parts leave no punctuation. */
export function entryHeading(entry: ResumeEntry): string {
  const named = [entry.role, entry.organisation, entry.place]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const dates = entryDates(entry);
  if (!named) return dates;
  return dates ? `**${named}** (${dates})` : `**${named}**`;
}

/** Entries as the section's rich text: a heading line per entry, its bullets, a blank line between entries. */
export function entriesText(entries: readonly ResumeEntry[]): string {
  return entries
    .map((entry) =>
      [
        entryHeading(entry),
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

/** What a section shows: its entries rendered when it holds entries, else its rich text. */
export function sectionContent(section: { content: string; entries?: readonly ResumeEntry[] | null }): string {
  return section.entries ? entriesText(section.entries) : section.content;
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
