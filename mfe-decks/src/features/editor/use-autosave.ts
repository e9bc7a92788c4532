import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeckTheme, Slide } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { useDeckUpdateMutation } from '../decks/api';
import { Autosaver, type SaveFailure, type SaveState } from './autosaver';

export function classifySaveError(error: unknown): SaveFailure {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 409) return { kind: 'conflict' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500)) {
    return { kind: 'offline' };
  }
  return { kind: 'refused', message: errorMessage(error, 'Your changes could not be saved') };
}

export interface Autosave extends SaveState {
  saveNow: () => Promise<boolean>;
}

/** What the deck editor changes and saves. */
export interface DeckContent {
  slides: Slide[];
  theme: DeckTheme;
}

const sameContent = (a: DeckContent, b: DeckContent) => a.slides === b.slides && a.theme.id === b.theme.id;

/** Saves the editor's slides and theme ~800 ms after the last change (PUT /decks/:id with the version last seen). */
export function useAutosave(deckId: string, version: number, content: DeckContent, delayMs = 800): Autosave {
  const [update] = useDeckUpdateMutation();
  const updateRef = useRef(update);
  updateRef.current = update;
  const [state, setState] = useState<SaveState>({ status: 'saved' });
  const [saver] = useState(
    () =>
      new Autosaver({
        content,
        same: sameContent,
        version,
        delayMs,
        save: async (next, seen) =>
          (await updateRef.current({ id: deckId, version: seen, slides: next.slides, theme: next.theme }).unwrap())
            .version,
        classify: classifySaveError,
        onChange: setState,
      }),
  );

  useEffect(() => saver.edit(content), [saver, content]);

  useEffect(() => {
    const onOnline = () => {
      if (saver.status === 'offline') void saver.saveNow();
    };
    // Closing the tab with unsaved changes asks first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.dirty && saver.status !== 'conflict') event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the page (e.g. the back link) sends what the debounce still holds.
      if (saver.dirty) void saver.saveNow();
      else saver.cancel();
    };
  }, [saver]);

  const saveNow = useCallback(() => saver.saveNow(), [saver]);
  return { ...state, saveNow };
}
