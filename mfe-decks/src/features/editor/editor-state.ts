import {
  mergeLists,
  normalizeSlide,
  notesSourceAfter,
  type FactSheet,
  type OutlineSection,
  type Slide,
} from '@kuza/contracts';
import { DECK_HISTORY_PREFIX } from '@kuza/store';

/**
 * The deck's facts and outline, changed in the editor only by an accepted AI Helper rewrite that
 * removed a claim (undefined: unchanged), and stepped through by Undo with the slide.
 */
export interface DeckChanges {
  facts?: FactSheet;
  outline?: OutlineSection[];
}

/** What undo and redo step through: the deck's slides, which one was selected then, the facts and outline. */
export interface Snapshot extends DeckChanges {
  slides: Slide[];
  selectedId: string;
}

export interface EditorState {
  past: Snapshot[];
  present: Snapshot;
  future: Snapshot[];
  /** Consecutive edits with the same key (typing in the notes) make one undo step. */
  lastKey?: string;
}

export type EditorAction =
  | { type: 'select'; id: string }
  | { type: 'addSlide'; slide: Slide }
  | { type: 'updateSlide'; id: string; changes: Partial<Omit<Slide, 'id'>>; coalesceKey?: string }
  /** `deck` when the new slide comes with a change of the deck's facts or outline (AI Helper, Accept). */
  | { type: 'replaceSlide'; id: string; slide: Slide; deck?: DeckChanges }
  | { type: 'moveSlide'; from: number; to: number }
  | { type: 'deleteSlide'; id: string }
  /** One slide becomes two (the editor's 'Split into two slides'): one undo step. */
  | { type: 'splitSlide'; id: string; parts: [Slide, Slide] }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The server's slides with this editor's changes on them (after a save conflict); clears the history. */
  | { type: 'rebase'; slides: Slide[]; deck?: DeckChanges }
  /** A teammate's live edits: the slides as the room now has them; selection and undo stay this editor's. */
  | { type: 'remote'; slides: Slide[] };

export const HISTORY_LIMIT = 100;

export function initEditor(slides: Slide[], deck: DeckChanges = {}): EditorState {
  return { past: [], present: { slides, selectedId: slides[0]?.id ?? '', ...deck }, future: [] };
}

const deckOf = (next: DeckChanges | undefined, present: DeckChanges): DeckChanges => ({
  facts: next?.facts ?? present.facts,
  outline: next?.outline ?? present.outline,
});

export function selectedIndex(state: EditorState): number {
  return Math.max(
    0,
    state.present.slides.findIndex((slide) => slide.id === state.present.selectedId),
  );
}

function commit(state: EditorState, change: Snapshot, key?: string): EditorState {
  const next = { ...change, ...deckOf(change, state.present) };
  if (key && key === state.lastKey) return { ...state, present: next, future: [], lastKey: key };
  return {
    past: [...state.past, state.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    lastKey: key,
  };
}

/**
 * Every slide the editor makes or changes goes through the slide registry's normaliser, and keeps
 * which text its notes were written from (changed notes: this text; otherwise the earlier one).
 */
function mapSlide(slides: Slide[], id: string, change: (slide: Slide) => Slide): Slide[] {
  return slides.map((slide) => {
    if (slide.id !== id) return slide;
    const next = normalizeSlide(change(slide));
    return { ...next, notesFrom: notesSourceAfter(slide, next) };
  });
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { slides, selectedId } = state.present;
  switch (action.type) {
    case 'select':
      if (!slides.some((slide) => slide.id === action.id)) return state;
      return { ...state, present: { ...state.present, selectedId: action.id }, lastKey: undefined };
    case 'addSlide': {
      // product.md §4: a new slide goes right after the current one and becomes selected.
      const at = selectedIndex(state) + 1;
      const next = [...slides.slice(0, at), normalizeSlide(action.slide), ...slides.slice(at)];
      return commit(state, { slides: next, selectedId: action.slide.id });
    }
    case 'updateSlide':
      if (!slides.some((slide) => slide.id === action.id)) return state;
      return commit(
        state,
        { slides: mapSlide(slides, action.id, (slide) => ({ ...slide, ...action.changes })), selectedId },
        action.coalesceKey,
      );
    case 'replaceSlide':
      if (!slides.some((slide) => slide.id === action.id)) return state;
      return commit(state, {
        slides: mapSlide(slides, action.id, () => ({ ...action.slide, id: action.id })),
        selectedId,
        ...action.deck,
      });
    case 'moveSlide': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= slides.length || to >= slides.length) return state;
      const next = [...slides];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return commit(state, { slides: next, selectedId: moved.id });
    }
    case 'splitSlide': {
      const at = slides.findIndex((slide) => slide.id === action.id);
      if (at < 0) return state;
      const [first, second] = action.parts.map(normalizeSlide);
      const next = [...slides.slice(0, at), { ...first, id: action.id }, second, ...slides.slice(at + 1)];
      return commit(state, { slides: next, selectedId: action.id });
    }
    case 'deleteSlide': {
      const at = slides.findIndex((slide) => slide.id === action.id);
      if (at < 0 || slides.length <= 1) return state;
      const next = slides.filter((slide) => slide.id !== action.id);
      const nextSelected = selectedId === action.id ? next[Math.min(at, next.length - 1)].id : selectedId;
      return commit(state, { slides: next, selectedId: nextSelected });
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
    case 'remote': {
      // Each step of the history keeps this editor's own changes, put on the teammates' slides, so
      // Undo takes back what this editor did and never what a teammate did.
      const onRemote = (step: Snapshot): Snapshot => ({
        ...step,
        slides: mergeLists(action.slides, slides, step.slides),
      });
      const kept = action.slides.some((slide) => slide.id === selectedId) ? selectedId : (action.slides[0]?.id ?? '');
      return {
        past: state.past.map(onRemote),
        present: { ...state.present, slides: action.slides, selectedId: kept },
        future: state.future.map(onRemote),
        lastKey: state.lastKey,
      };
    }
    case 'rebase': {
      // Undo would step back to copies without the other editor's changes and save over them.
      const kept = action.slides.some((slide) => slide.id === selectedId) ? selectedId : (action.slides[0]?.id ?? '');
      return {
        past: [],
        present: { slides: action.slides, selectedId: kept, ...deckOf(action.deck, state.present) },
        future: [],
      };
    }
  }
}

/**
 * The undo history kept for the browser session (sessionStorage), so a reload does not lose it. It
 * is kept per deck and used again only when the deck opens as the history left it: a deck changed
 * elsewhere (another tab, a 409 merge, an older version) opens with no history. At most
 * HISTORY_LIMIT steps and STORED_CHARS of text, dropping the oldest steps first. Sign-out clears it
 * (forgetDeckHistories in @kuza/store, which owns the key prefix).
 */
const STORED_CHARS = 1_000_000;
const historyKey = (deckId: string) => `${DECK_HISTORY_PREFIX}${deckId}`;

interface StoredHistory {
  past: Snapshot[];
  present: Snapshot;
  future: Snapshot[];
}

/** JSON with its keys in order, so the same content compares equal however it was built. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  );
}

const sameContent = (a: DeckChanges & { slides: Slide[] }, b: DeckChanges & { slides: Slide[] }) =>
  stable([a.slides, a.facts ?? null, a.outline ?? null]) === stable([b.slides, b.facts ?? null, b.outline ?? null]);

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveHistory(deckId: string, state: EditorState): void {
  const storage = session();
  if (!storage) return;
  const stored: StoredHistory = {
    past: state.past.slice(-HISTORY_LIMIT),
    present: state.present,
    future: state.future,
  };
  let text = JSON.stringify(stored);
  while (text.length > STORED_CHARS && (stored.past.length || stored.future.length)) {
    if (stored.past.length) stored.past = stored.past.slice(1);
    else stored.future = stored.future.slice(0, -1);
    text = JSON.stringify(stored);
  }
  try {
    if (stored.past.length || stored.future.length) storage.setItem(historyKey(deckId), text);
    else storage.removeItem(historyKey(deckId));
  } catch {
    // A full storage keeps the editor working; only the history after a reload is lost.
    storage.removeItem(historyKey(deckId));
  }
}

/** The editor for a deck as loaded, with the session's undo history when it led to this very content. */
export function restoreEditor(deckId: string, slides: Slide[], deck: DeckChanges = {}): EditorState {
  const fresh = initEditor(slides, deck);
  const storage = session();
  const text = storage?.getItem(historyKey(deckId));
  if (!storage || !text) return fresh;
  try {
    const stored = JSON.parse(text) as StoredHistory;
    if (Array.isArray(stored.past) && Array.isArray(stored.future) && sameContent(stored.present, fresh.present))
      return {
        past: stored.past,
        present: { ...fresh.present, selectedId: stored.present.selectedId },
        future: stored.future,
      };
  } catch {
    // Unreadable: start without history.
  }
  storage.removeItem(historyKey(deckId));
  return fresh;
}

export function newId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  return `s-${random}`;
}

/** A new slide, titled in the deck's language ('New Slide', STARTER_WORDS). */
export function blankSlide(title: string): Slide {
  return normalizeSlide({ id: newId(), type: 'content', title });
}
