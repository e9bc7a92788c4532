import { useCallback, useSyncExternalStore } from 'react';

const matchesNow = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the CSS media query matches, following it live (a rotated phone, a resized window).
 * For layouts that change what is rendered, not only how: CSS alone cannot turn a table into a list.
 * False where there is no window (server rendering) or no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesNow(query),
    () => false,
  );
}
