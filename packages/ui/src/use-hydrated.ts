import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is prerendered and while the browser adopts that HTML, true from the render
 * after: what only the browser can know (its address, the runtime config) is drawn then, so the
 * prerendered elements and the first browser render stay the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
