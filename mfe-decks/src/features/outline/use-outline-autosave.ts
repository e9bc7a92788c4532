import { useCallback, useEffect, useRef, useState } from 'react';
import type { Deck, FactSheet, OutlineSection } from '@kuza/contracts';
import { toast, type SaveState } from '@kuza/ui';
import { decksApi, useDeckUpdateMutation } from '../decks/api';

/** null until the first change; a 409 loads the latest version and reports 'conflict'. */
export type SaveStatus = SaveState | null;
export type OutlineUpdate = OutlineSection[] | ((current: OutlineSection[]) => OutlineSection[]);

export const AUTOSAVE_DELAY_MS = 500;
export const RELOADED_MESSAGE =
  'This outline was changed somewhere else, so the latest version is shown. Your last change was not saved.';

const isConflict = (error: unknown) => (error as { status?: unknown })?.status === 409;

/**
 * The outline and its facts as the founder edits them, saved to the deck: PUT /decks/:id { version, outline, facts }
 * ~500 ms after the last change, one request at a time, always with the newest version number.
 * A 409 (someone else saved first) reloads the deck and says so. `flush` saves now and reports success.
 */
export function useOutlineAutosave(deck: Deck) {
  const [sections, setSections] = useState<OutlineSection[]>(deck.outline);
  // The facts beside the outline save with it, in one request, so the two never race for a version.
  const [facts, setFacts] = useState<FactSheet | undefined>(deck.facts);
  const latestFacts = useRef(deck.facts);
  const [status, setStatus] = useState<SaveStatus>(null);
  const latest = useRef(deck.outline);
  const version = useRef(deck.version);
  const dirty = useRef(false);
  const failed = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const [update] = useDeckUpdateMutation();
  const [loadDeck] = decksApi.useLazyDeckGetQuery();

  const send = useCallback(async (): Promise<boolean> => {
    const outline = latest.current;
    const sentFacts = latestFacts.current;
    dirty.current = false;
    setStatus('saving');
    try {
      const saved = await update({
        id: deck.id,
        version: version.current,
        outline,
        ...(sentFacts ? { facts: sentFacts } : {}),
      }).unwrap();
      version.current = saved.version;
      // The API reads an edited fact's price or amount again: show what it read, unless edited since.
      if (latestFacts.current === sentFacts && saved.facts) {
        latestFacts.current = saved.facts;
        setFacts(saved.facts);
      }
      failed.current = false;
      if (!dirty.current) setStatus('saved');
      return true;
    } catch (error) {
      failed.current = true;
      if (!isConflict(error)) {
        dirty.current = true;
        setStatus('failed');
        return false;
      }
      try {
        const fresh = await loadDeck(deck.id).unwrap();
        version.current = fresh.version;
        latest.current = fresh.outline;
        latestFacts.current = fresh.facts;
        setFacts(fresh.facts);
        dirty.current = false;
        // The founder now sees the saved outline; nothing is left to save.
        failed.current = false;
        setSections(fresh.outline);
        setStatus('conflict');
        toast.warning(RELOADED_MESSAGE);
      } catch {
        dirty.current = true;
        setStatus('failed');
      }
      return false;
    }
  }, [deck.id, loadDeck, update]);

  const flush = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    // One save at a time: later changes wait for the version the running save brings back.
    while (inFlight.current) await inFlight.current;
    if (!dirty.current) return !failed.current;
    const run = send();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [send]);

  const schedule = useCallback(() => {
    dirty.current = true;
    setStatus('unsaved');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);

  const change = useCallback(
    (next: OutlineUpdate) => {
      const value = typeof next === 'function' ? next(latest.current) : next;
      latest.current = value;
      setSections(value);
      schedule();
    },
    [schedule],
  );

  const changeFacts = useCallback(
    (next: FactSheet) => {
      latestFacts.current = next;
      setFacts(next);
      schedule();
    },
    [schedule],
  );

  // Leaving the page with a change still waiting: save it rather than drop it.
  useEffect(
    () => () => {
      if (dirty.current) void flush();
    },
    [flush],
  );

  return { sections, facts, status, change, changeFacts, flush };
}
