import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemotesManifest, RuntimeConfig } from '@kuza/contracts';
// The route table module itself, not the shared package entry: plain data, bundled into the entry,
// which needs it before any shared module has loaded.
import { routeOf } from '@kuza/contracts/routes';
// Plain functions, bundled into the entry like the route table.
import { pathWithoutLocale } from '@kuza/i18n/page-locale';
import type { EarlyFetches } from './bootstrap';
import { registerKuzaRemotes } from './remotes';
import { showStartFailure } from './start-failure';
import { loadSharedInSlices, nextTask, sharedAtStart } from './start-in-slices';

/** Pauses before each retry of a start-up file: a server restarting or a dropped packet gets a moment. */
const RETRY_DELAYS_MS = [250, 1000];

/**
 * A no-cache JSON fetch with an error that names the file (shown in the console if start fails).
 * A network error or a 5xx answer is tried again twice before the page gives up; a 4xx is final.
 */
async function fetchJson<T>(url: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, { cache: 'no-cache' }).catch((error: Error) => error);
    if (response instanceof Response && response.ok) return (await response.json()) as T;
    const reason = response instanceof Response ? `HTTP ${response.status}` : response.message;
    const transient = !(response instanceof Response) || response.status >= 500;
    const delay = transient ? RETRY_DELAYS_MS[attempt] : undefined;
    if (delay === undefined) throw new Error(`Could not load ${url} (${reason})`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Starts loading the remote page of the address being opened, alongside the shell's own modules. */
function preloadPageOf(pathname: string): void {
  const route = routeOf(pathWithoutLocale(pathname));
  if (!route) return;
  // Only a head start: the page's own load reports failures (with Retry), so this one stays quiet.
  preloadRemote([{ nameOrAlias: route.remote, exposes: [route.module] }]).catch(() => undefined);
}

// The two small files the shell needs are asked for now, so they arrive while the shared modules
// load instead of after them, and the page's remote starts loading as soon as its address is known.
const early: EarlyFetches = {
  config: fetchJson<RuntimeConfig>('/runtime-config.json'),
  remotes: fetchJson<RemotesManifest>('/remotes.json').then((remotes) => {
    registerKuzaRemotes(remotes);
    preloadPageOf(window.location.pathname);
    return remotes;
  }),
};
// Settled here too, so a failure is reported once, by boot(), not also as an unhandled rejection.
early.config.catch(() => undefined);
early.remotes.catch(() => undefined);

// Async boundary: shared singletons are negotiated before any React code runs. The start goes in
// slices, none long enough to hold up a tap: this file's own evaluation, then each shared library
// (loadSharedInSlices), then the shell's code (its file is preloaded by the page, see @kuza/build).
async function start(): Promise<void> {
  await nextTask();
  await loadSharedInSlices(sharedAtStart(routeOf(pathWithoutLocale(window.location.pathname))), loadShare);
  const { boot } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  await boot(early);
}
start().catch((error: Error) => {
  // The shell's code or a library it needs did not arrive (boot reports its own failures).
  console.error(error);
  showStartFailure('Part of its code did not load.');
});
