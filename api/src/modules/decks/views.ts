import {
  normalizeSlide,
  themeOf,
  deckProblems,
  missingFacts,
  type Deck,
  type DeckCreationInputs,
  type DeckSummary,
  type GenerationStatus,
  type SharedDeck,
} from '@kuza/contracts';
import { sayInDocument } from '../ai/text/language';
import type { DeckRecord } from './model';

/** What the API answers: plain JSON with string ids and ISO dates, never internals like the share token hash. */
export function toDeck(record: DeckRecord): Deck {
  const slides = (record.slides ?? []).map(normalizeSlide);
  return {
    id: String(record._id),
    workspaceId: String(record.workspaceId),
    authorId: String(record.authorId),
    name: record.name,
    status: record.status,
    template: record.template,
    theme: { id: themeOf(record.theme).id },
    language: record.language ?? 'en',
    inputs: record.inputs ?? {},
    outline: record.outline ?? [],
    // Stored decks are read through the slide registry, so slides saved before a field or kind existed still open.
    slides,
    ...(record.facts ? { facts: record.facts } : {}),
    // Checked on every answer, so every save shows the editor what is missing or inconsistent.
    // Said in the deck's language, as the facts panel's questions whose answers go into it.
    checks: record.facts
      ? {
          missing: missingFacts(
            record.facts,
            slides,
            record.facts.company?.text,
            sayInDocument(record.language ?? 'en'),
          ),
          problems: deckProblems(record.facts, slides, sayInDocument(record.language ?? 'en')),
        }
      : { missing: [], problems: [] },
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A list row; of the inputs only the two fields the list projects (the rest can be 50 KB of pasted text). */
export function toSummary(
  record: Pick<DeckRecord, '_id' | 'name' | 'status' | 'template' | 'slides' | 'updatedAt'> & {
    inputs?: Pick<DeckCreationInputs, 'startupName' | 'importSource'>;
  },
): DeckSummary {
  const typed = record.inputs?.importSource ? undefined : record.inputs?.startupName?.trim();
  return {
    id: String(record._id),
    name: record.name,
    status: record.status,
    template: record.template,
    slideCount: record.slides?.length ?? 0,
    updatedAt: record.updatedAt.toISOString(),
    ...(typed ? { startupName: typed } : {}),
  };
}

export function toGeneration(record: Pick<DeckRecord, 'generation'>): GenerationStatus {
  const { state, done, total, current, error } = record.generation ?? { state: 'idle', done: 0, total: 0 };
  return { state, done, total, ...(current ? { current } : {}), ...(error ? { error } : {}) };
}

/** What a view-only link shows: the slides as the audience sees them, never the speaker notes. */
export function toShared(record: DeckRecord): SharedDeck {
  return {
    name: record.name,
    language: record.language ?? 'en',
    theme: { id: themeOf(record.theme).id },
    slides: (record.slides ?? []).map((slide) => {
      // Nor whether the notes predate an edit: that is for the deck's editors.
      const { notesFrom: _editorsOnly, ...shown } = normalizeSlide(slide);
      return { ...shown, notes: '' };
    }),
    updatedAt: record.updatedAt.toISOString(),
  };
}
