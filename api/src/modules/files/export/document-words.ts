import type { Locale } from '@kuza/i18n';
import { defineMessages } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';

/** What Kuza writes on an exported file and in its name, said in the document's language. */
export const EXPORT_WORDS = defineMessages({
  notesFooter: { id: 'api.export.notesFooter', defaultMessage: 'Notes {page}' },
  noNotes: { id: 'api.export.noNotes', defaultMessage: 'No speaker notes for this slide.' },
  notesPage: { id: 'api.export.notesPage', defaultMessage: 'Slide {n} · {title}' },
  slide: { id: 'api.export.slide', defaultMessage: 'Slide {n}' },
  notesSuffix: { id: 'api.export.notesSuffix', defaultMessage: '– notes' },
  deckFile: { id: 'api.export.deckFile', defaultMessage: 'deck' },
  resumeFile: { id: 'api.export.resumeFile', defaultMessage: 'resume' },
  resumeTitle: { id: 'api.export.resumeTitle', defaultMessage: '{name} — Resume' },
});

/** A document's words for its files: `words(EXPORT_WORDS.noNotes)`. Documents made before they had a language are English. */
export const exportWords =
  (language: Locale | undefined) =>
  (message: (typeof EXPORT_WORDS)[keyof typeof EXPORT_WORDS], values?: Record<string, string | number>) =>
    sayIn(language ?? 'en', message, values);
