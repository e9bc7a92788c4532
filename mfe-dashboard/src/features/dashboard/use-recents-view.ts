import { useCallback, useState } from 'react';

export type RecentsView = 'grid' | 'list';
export const RECENTS_VIEW_KEY = 'kuza.dashboard.recentsView';

function readView(): RecentsView {
  try {
    return window.localStorage.getItem(RECENTS_VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The Recents grid/list choice, remembered in this browser (local storage). */
export function useRecentsView(): [RecentsView, (view: RecentsView) => void] {
  const [view, setView] = useState<RecentsView>(readView);
  const choose = useCallback((next: RecentsView) => {
    setView(next);
    try {
      window.localStorage.setItem(RECENTS_VIEW_KEY, next);
    } catch {
      // Storage may be full or blocked (private mode): the choice then lasts for this visit only.
    }
  }, []);
  return [view, choose];
}
