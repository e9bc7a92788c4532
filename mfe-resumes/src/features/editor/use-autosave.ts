import { useCallback, useEffect, useRef, useState } from 'react';
import { RESUME_MESSAGES } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import type { SaveState } from '@kuza/ui';
import { useResumeUpdateMutation } from '../resumes/api';
import { changedFields, type ResumeDraft } from './editor-model';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = Exclude<SaveState, 'offline'>;

export interface Autosave {
  status: SaveStatus;
  error?: string;
  /** Saves now (the Save button, before an export); resolves true once the server has the draft. */
  flush: () => Promise<boolean>;
}

const isConflict = (error: unknown) => (error as { status?: unknown })?.status === 409;

/**
 * Saves the draft ~800 ms after the last change with PUT /resumes/:id and the version last seen.
 * A 409 stops autosaving until the editor reloads; other failures wait for a retry (flush).
 */
export function useAutosave(id: string, draft: ResumeDraft, initialVersion: number): Autosave {
  const [update] = useResumeUpdateMutation();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<string>();
  const latest = useRef(draft);
  const saved = useRef(draft);
  const version = useRef(initialVersion);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflict = useRef(false);
  latest.current = draft;

  const save = useCallback(
    async (force: boolean): Promise<boolean> => {
      clearTimeout(timer.current);
      if (conflict.current) return false;
      if (inFlight.current) {
        await inFlight.current;
        return save(force);
      }
      const snapshot = latest.current;
      let changes = changedFields(snapshot, saved.current);
      if (Object.keys(changes).length === 0) {
        if (!force) {
          setStatus('saved');
          return true;
        }
        changes = { sections: snapshot.sections };
      }
      setStatus('saving');
      setError(undefined);
      const request = update({ id, version: version.current, ...changes })
        .unwrap()
        .then((resume) => {
          version.current = resume.version;
          saved.current = snapshot;
          return true;
        })
        .catch((failure: unknown) => {
          if (isConflict(failure)) {
            conflict.current = true;
            setStatus('conflict');
            setError(RESUME_MESSAGES.conflict);
          } else {
            setStatus('failed');
            setError(errorMessage(failure, 'Your changes could not be saved. Check your connection and try again.'));
          }
          return false;
        });
      inFlight.current = request;
      const ok = await request;
      inFlight.current = null;
      if (!ok) return false;
      if (latest.current !== snapshot) return save(false);
      setStatus('saved');
      return true;
    },
    [id, update],
  );

  useEffect(() => {
    if (draft === saved.current || conflict.current) return;
    setStatus((current) => (current === 'saving' ? current : 'unsaved'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(false), AUTOSAVE_DELAY_MS);
  }, [draft, save]);

  // Leaving the editor saves what is still pending; closing the tab first asks.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current && !conflict.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (latest.current !== saved.current && !conflict.current && !inFlight.current) void save(false);
    };
  }, [save]);

  const flush = useCallback(() => save(true), [save]);
  return { status, error, flush };
}
