/**
 * Experience and Education sections as entries: read from a section's rich text when the reading
 * is sure, so a resume written before entries (or generated, pasted or imported) opens with entry
 * fields. Sure means every entry is complete and the entries show the same words as the text did;
 * otherwise the section keeps its rich text, and nothing typed is ever lost.
 */
import {
  entriesText,
  holdsEntries,
  resumeEntrySchema,
  richTextToPlain,
  type ResumeEntry,
  type ResumeSection,
} from '@kuza/contracts';
import { parseEducation, parseExperience } from './resume-facts';

const EDUCATION = /education|formation|school|universit|degree|qualification/i;
/** Words a line may use around the parts that the entry's own layout says instead. */
const CONNECTORS = new Set(['at', 'chez', 'from', 'to', 'à', 'au']);
/** 'since 2021' reads as '2021 – present'. */
const PRESENT_WORDS = new Set(['now', 'current', 'today', 'date', 'since', 'depuis']);
const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/;

/** The words of a text, lower case, without markup and punctuation, in order of appearance. */
function words(content: string): string[] {
  return (
    richTextToPlain(content)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((word) => !CONNECTORS.has(word))
    .map((word) => (PRESENT_WORDS.has(word) ? 'present' : (MONTH_WORD.exec(word)?.[1] ?? word)));
}

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** The entries a section's text holds, or undefined when the text does not read as entries for sure. */
export function entriesFromContent(label: string, content: string): ResumeEntry[] | undefined {
  if (!content.trim()) return [];
  const plain = content.replace(/\*\*/g, '');
  const parsed = EDUCATION.test(label) ? parseEducation(plain) : parseExperience(plain);
  const entries: ResumeEntry[] = [];
  for (const entry of parsed) {
    if (!resumeEntrySchema.isValidSync(entry)) return undefined;
    entries.push(resumeEntrySchema.cast(entry) as ResumeEntry);
  }
  return entries.length && sameWords(words(content), words(entriesText(entries))) ? entries : undefined;
}

/** Sections as saved: one with entries stores what they show as its content, for every reader of `content`. */
export function contentOfEntries(sections: ResumeSection[]): ResumeSection[] {
  return sections.map((section) => (section.entries ? { ...section, content: entriesText(section.entries) } : section));
}

/**
 * Sections as a reader gets them: an Experience or Education section without entries gets them
 * when its text reads as entries for sure; a section with entries shows them as its content.
 */
export function withEntries(sections: ResumeSection[]): ResumeSection[] {
  return contentOfEntries(sections).map((section) => {
    if (section.entries || !holdsEntries(section.label)) return section;
    const entries = entriesFromContent(section.label, section.content);
    return entries ? { ...section, entries, content: entriesText(entries) } : section;
  });
}
