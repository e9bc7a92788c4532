import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@kuza/store';
import { defineMessages, i18n } from '@kuza/i18n';
import { Autosaver, type AutosaverOptions, type SaveFailure, type SaveState } from './autosaver';

const messages = defineMessages({
  notSaved: { id: 'app.autosave.notSaved', defaultMessage: 'Your changes could not be saved' },
});

/** A 409 is merged; network errors and 5xx retry; anything else is the server's reason. */
export function classifySaveError(error: unknown): SaveFailure {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 409) return { kind: 'conflict' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500)) {
    return { kind: 'offline' };
  }
  return { kind: 'refused', message: errorMessage(error, i18n.t(messages.notSaved)) };
}

export interface Autosave extends SaveState {
  /** Saves now; resolves true once the server has everything. */
  saveNow: () => Promise<boolean>;
}

export type UseAutosaveOptions<T> = Pick<
  AutosaverOptions<T>,
  'version' | 'save' | 'reload' | 'merge' | 'onMerged' | 'delayMs' | 'retryDelayMs'
>;

/**
 * The one autosave of the deck, outline and resume editors: `value` is saved `delayMs` after its
 * last change (800 ms unless given), one request at a time with the version last seen; a 409 is
 * merged and saved again; network errors retry, and at once when the browser is back online.
 * Leaving the page sends what is pending; closing the tab with unsaved changes asks first.
 */
export function useAutosave<T>(value: T, options: UseAutosaveOptions<T>): Autosave {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<SaveState>({ status: 'saved' });
  const [saver] = useState(
    () =>
      new Autosaver<T>({
        value,
        version: options.version,
        delayMs: options.delayMs,
        retryDelayMs: options.retryDelayMs,
        save: (saved, next, version) => latest.current.save(saved, next, version),
        reload: () => latest.current.reload(),
        merge: (fresh, saved, mine) => latest.current.merge(fresh, saved, mine),
        onMerged: (merged) => latest.current.onMerged(merged),
        classify: classifySaveError,
        onChange: setState,
      }),
  );

  useEffect(() => saver.edit(value), [saver, value]);

  useEffect(() => {
    const onOnline = () => {
      if (saver.status === 'offline') void saver.saveNow();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.dirty && saver.status !== 'conflict') event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (saver.dirty) void saver.saveNow();
      else saver.cancel();
    };
  }, [saver]);

  const saveNow = useCallback(() => saver.saveNow(), [saver]);
  return { ...state, saveNow };
}
