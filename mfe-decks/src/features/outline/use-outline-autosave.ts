import { useCallback, useRef, useState } from 'react';
import { listChanges, mergeLists, type Deck, type OutlineSection } from '@kuza/contracts';
import { useAutosave } from '@kuza/app';
import type { SaveState } from '@kuza/ui';
import { decksApi, useDeckUpdateMutation } from '../decks/api';

export type SaveStatus = SaveState;
export type OutlineUpdate = OutlineSection[] | ((current: OutlineSection[]) => OutlineSection[]);

export const AUTOSAVE_DELAY_MS = 500;

/**
 * The outline as the founder edits it, saved with the editors' one autosave (@kuza/app):
 * PUT /decks/:id { version, outlineChanges } ~500 ms after the last change, only the new or
 * changed sections and the order. A 409 (someone else saved first) puts these changes on the
 * latest outline and saves again. `flush` saves now and reports success.
 */
export function useOutlineAutosave(deck: Deck) {
  const [sections, setSections] = useState<OutlineSection[]>(deck.outline);
  const latest = useRef(deck.outline);
  const [update] = useDeckUpdateMutation();
  const [loadDeck] = decksApi.useLazyDeckGetQuery();

  const replace = useCallback((next: OutlineSection[]) => {
    latest.current = next;
    setSections(next);
  }, []);

  const autosave = useAutosave(sections, {
    version: deck.version,
    delayMs: AUTOSAVE_DELAY_MS,
    save: async (saved, next, version) => {
      const outlineChanges = listChanges(saved, next);
      if (!outlineChanges) return version;
      return (await update({ id: deck.id, version, outlineChanges }).unwrap()).version;
    },
    reload: async () => {
      const fresh = await loadDeck(deck.id).unwrap();
      return { value: fresh.outline, version: fresh.version };
    },
    merge: mergeLists,
    onMerged: replace,
  });

  const change = useCallback(
    (next: OutlineUpdate) => replace(typeof next === 'function' ? next(latest.current) : next),
    [replace],
  );

  return { sections, status: autosave.status, change, flush: autosave.saveNow };
}
