import { useCallback, useRef, useState } from 'react';
import { listChanges, mergeLists, type Deck, type FactSheet, type OutlineSection } from '@kuza/contracts';
import { useAutosave } from '@kuza/app';
import { mergeFacts } from '@kuza/app/live';
import type { SaveState } from '@kuza/ui';
import { decksApi, useDeckUpdateMutation } from '../decks/api';

export type SaveStatus = SaveState;
export type OutlineUpdate = OutlineSection[] | ((current: OutlineSection[]) => OutlineSection[]);

export const AUTOSAVE_DELAY_MS = 500;

/** What the outline page saves: the sections and, beside them, the deck's facts. */
interface OutlineContent {
  outline: OutlineSection[];
  facts: FactSheet | undefined;
}

const sameFacts = (a: FactSheet | undefined, b: FactSheet | undefined) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The outline and its facts as the founder edits them, saved with the editors' one autosave
 * (@kuza/app): PUT /decks/:id { version, outlineChanges, facts } ~500 ms after the last change,
 * only the new or changed sections and the order, and the facts when they changed (in the same
 * request, so the two never race for a version). A 409 (someone else saved first) puts these
 * changes on the latest deck and saves again (the facts merged fact by fact, `mergeFacts`). `flush`
 * saves now and reports success. While `live.current` (the deck's live room is synced) the server
 * saves the sections and the facts from the room: autosave leaves them out.
 */
export function useOutlineAutosave(deck: Deck, live: { readonly current: boolean } = { current: false }) {
  const [content, setContent] = useState<OutlineContent>({ outline: deck.outline, facts: deck.facts });
  const latest = useRef(content);
  const [update] = useDeckUpdateMutation();
  const [loadDeck] = decksApi.useLazyDeckGetQuery();

  const replace = useCallback((next: OutlineContent) => {
    latest.current = next;
    setContent(next);
  }, []);

  const autosave = useAutosave(content, {
    version: deck.version,
    delayMs: AUTOSAVE_DELAY_MS,
    save: async (saved, next, version) => {
      const outlineChanges = live.current ? undefined : listChanges(saved.outline, next.outline);
      const facts = live.current || sameFacts(saved.facts, next.facts) ? undefined : next.facts;
      if (!outlineChanges && !facts) return version;
      const answer = await update({
        id: deck.id,
        // The room's saves move the version: read it just before.
        version: live.current ? (await loadDeck(deck.id).unwrap()).version : version,
        ...(outlineChanges ? { outlineChanges } : {}),
        ...(facts ? { facts } : {}),
      }).unwrap();
      // The API reads an edited fact's price or amount again: show what it read, unless edited since.
      if (facts && answer.facts && latest.current.facts === facts && !sameFacts(answer.facts, facts)) {
        replace({ ...latest.current, facts: answer.facts });
      }
      return answer.version;
    },
    reload: async () => {
      const fresh = await loadDeck(deck.id).unwrap();
      return { value: { outline: fresh.outline, facts: fresh.facts }, version: fresh.version };
    },
    merge: (fresh, saved, mine) => ({
      outline: live.current ? mine.outline : mergeLists(fresh.outline, saved.outline, mine.outline),
      // Fact by fact: a teammate's change to another fact, or to other words of the same one, stays.
      facts: live.current ? mine.facts : mergeFacts(saved.facts, mine.facts, fresh.facts),
    }),
    onMerged: replace,
  });

  const change = useCallback(
    (next: OutlineUpdate) =>
      replace({
        ...latest.current,
        outline: typeof next === 'function' ? next(latest.current.outline) : next,
      }),
    [replace],
  );

  const changeFacts = useCallback((facts: FactSheet) => replace({ ...latest.current, facts }), [replace]);

  return {
    sections: content.outline,
    facts: content.facts,
    status: autosave.status,
    change,
    changeFacts,
    flush: autosave.saveNow,
  };
}
