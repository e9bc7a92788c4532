import { entriesText, holdsEntries, type Resume, type ResumeSection, type ResumeTemplate } from '@kuza/contracts';
import { mergeText } from '@kuza/app/live';
import { isDocumentLanguage, type DocumentLanguage, type Locale } from '@kuza/i18n';

/** What the editor changes and autosaves; the rest of a Resume is read-only here. */
export interface ResumeDraft {
  template: ResumeTemplate;
  /** The language Kuza writes into the resume in (its headings, 'present', month names, file names). */
  language: DocumentLanguage;
  profileImageUrl: string;
  sections: ResumeSection[];
}

/** The API's limits (updateResumeSchema): at most 30 sections, names up to 80 characters. */
export const MAX_SECTIONS = 30;
export const MAX_SECTION_LABEL = 80;

/** The section whose text Regenerate writes: the one the API reads as the summary (Summary, Profile, About). */
export const isSummarySection = (label: string): boolean => /^(summary|profile|about)/i.test(label.trim());

export function draftOf(
  resume: Pick<Resume, 'template' | 'profileImageUrl' | 'sections'> & { language?: Locale },
): ResumeDraft {
  return {
    template: resume.template,
    language: isDocumentLanguage(resume.language) ? resume.language : 'en',
    profileImageUrl: resume.profileImageUrl ?? '',
    sections: resume.sections,
  };
}

let counter = 0;
/** Section ids are based on the current time (product.md §3), with a counter so two in one millisecond differ. */
export function newSectionId(now = Date.now()): string {
  counter = (counter + 1) % 1296;
  return `s${now.toString(36)}${counter.toString(36).padStart(2, '0')}`;
}

/* Each operation answers the same array when nothing changes, so no empty undo step is recorded. */

export function addSection(sections: ResumeSection[], label: string, id = newSectionId()): ResumeSection[] {
  const name = label.trim().slice(0, MAX_SECTION_LABEL);
  if (!name || sections.length >= MAX_SECTIONS) return sections;
  // An Experience or Education section starts as a list of entries; others as text.
  return [...sections, { id, label: name, content: '', ...(holdsEntries(name) ? { entries: [] } : {}) }];
}

export function deleteSection(sections: ResumeSection[], id: string): ResumeSection[] {
  if (sections.length <= 1) return sections;
  const next = sections.filter((section) => section.id !== id);
  return next.length === sections.length ? sections : next;
}

/** The list with the item at `from` swapped with its neighbour; the same list at the ends. */
export function moveItem<T>(items: T[], from: number, delta: -1 | 1): T[] {
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function moveSection(sections: ResumeSection[], id: string, delta: -1 | 1): ResumeSection[] {
  return moveItem(
    sections,
    sections.findIndex((section) => section.id === id),
    delta,
  );
}

export function updateSection(
  sections: ResumeSection[],
  id: string,
  patch: Partial<Pick<ResumeSection, 'label' | 'content' | 'entries'>>,
): ResumeSection[] {
  const index = sections.findIndex((section) => section.id === id);
  const current = sections[index];
  if (!current) return sections;
  const label =
    patch.label === undefined ? current.label : patch.label.trim().slice(0, MAX_SECTION_LABEL) || current.label;
  const entries = patch.entries ?? current.entries;
  // A section with entries shows them: its content is what they render to.
  const content = entries ? entriesText(entries) : (patch.content ?? current.content);
  if (label === current.label && content === current.content && entries === current.entries) return sections;
  const next = [...sections];
  next[index] = { ...current, label, content, ...(entries ? { entries } : {}) };
  return next;
}

/** The fields of `draft` that differ from `saved`, for a PUT that never resends an unchanged photo. */
export function changedFields(draft: ResumeDraft, saved: ResumeDraft): Partial<ResumeDraft> {
  const changes: Partial<ResumeDraft> = {};
  if (draft.template !== saved.template) changes.template = draft.template;
  if (draft.language !== saved.language) changes.language = draft.language;
  if (draft.profileImageUrl !== saved.profileImageUrl) changes.profileImageUrl = draft.profileImageUrl;
  if (draft.sections !== saved.sections) changes.sections = draft.sections;
  return changes;
}

/**
 * A dialog's name and text put on the section as it is now: a teammate may have changed them live
 * while the dialog was open on `opened`; both people's words are kept.
 */
export function onCurrentSection(
  opened: ResumeSection | undefined,
  list: ResumeSection[],
  id: string,
  patch: Partial<Pick<ResumeSection, 'label' | 'content' | 'entries'>>,
): typeof patch {
  const current = list.find((section) => section.id === id);
  if (!opened || opened.id !== id || !current) return patch;
  return {
    ...patch,
    ...(patch.label !== undefined ? { label: mergeText(opened.label, patch.label, current.label) } : {}),
    ...(patch.content !== undefined ? { content: mergeText(opened.content, patch.content, current.content) } : {}),
  };
}
