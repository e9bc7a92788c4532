import { useEffect, useSyncExternalStore } from 'react';
import type * as AppModule from '@kuza/app';

/**
 * The shared @kuza/app module (the signed-in chrome, what the gateway drew of a page), which the
 * shell loads only where it is needed: at start on a signed-in page or a shared document
 * (sharedAtStart), else on the first signed-in route. Any other public page never loads it, nor
 * the contracts and schemas it brings with it.
 */
export type App = typeof AppModule;

let loaded: App | undefined;
let loading: Promise<App> | undefined;
const listeners = new Set<() => void>();

/** Loads @kuza/app once; a failed load is tried again on the next call. */
export function loadAppModule(): Promise<App> {
  loading ??= import('@kuza/app').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => loaded;

/**
 * @kuza/app once it is here (undefined until then; the component draws again when it arrives).
 * With `load`, asks for it after the first draw; without, only reads it: a public page has nothing
 * from it unless the start already loaded it.
 */
export function useAppModule({ load }: { load: boolean }): App | undefined {
  const app = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    // A failure leaves the page without the chrome; the page's own load reports it, with Retry.
    if (load && !app) loadAppModule().catch(() => undefined);
  }, [load, app]);
  return app;
}
