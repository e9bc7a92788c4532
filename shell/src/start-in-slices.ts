import type { RouteEntry } from '@kuza/contracts/routes';

/**
 * The shared libraries the shell starts with, in the order they are evaluated. Each one's code is
 * asked for at once, and each is then evaluated in a task of its own: together they are some 100 ms
 * of work on a mid-range phone, and in one task they would hold up a tap on the page (a prerendered
 * page is on screen and usable meanwhile). A library left out is evaluated with the shell's own code.
 */
const SHARED_ON_EVERY_PAGE = [
  'react',
  'react-dom/client',
  'styled-components',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@kuza/ui',
  '@kuza/store',
  '@kuza/i18n',
] as const;

/**
 * What the shell starts with at an address: the libraries every page is drawn with, and @kuza/app
 * where the first draw needs it: a signed-in page's chrome, or what the gateway drew of a shared
 * document. Any other public page never loads @kuza/app, nor the contracts and schemas it brings.
 */
export function sharedAtStart(route: Pick<RouteEntry, 'protected' | 'serverDrawn'> | undefined): readonly string[] {
  return route?.protected || route?.serverDrawn ? [...SHARED_ON_EVERY_PAGE, '@kuza/app'] : SHARED_ON_EVERY_PAGE;
}

/** Gives a shared library's module without evaluating it (the federation runtime's loadShare). */
export type LoadShared = (name: string) => Promise<false | (() => unknown)>;

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser paint and answer input before going on: scheduler.yield where the browser has it
 * (the rest of the start goes before other queued work), else a message-channel turn (a timer would be
 * held back 4 ms after five nested calls).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Asks for every library (one per task too: the federation runtime's bookkeeping for each is a few
 * milliseconds), then evaluates them one task at a time, in order. A library that fails to load is
 * skipped, and so is one that throws: the shell's own import of it then fails and reports it.
 */
export async function loadSharedInSlices(
  names: readonly string[],
  load: LoadShared,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  const loading: Array<Promise<false | (() => unknown)>> = [];
  for (const name of names) {
    loading.push(load(name).catch(() => false as const));
    await yieldToBrowser();
  }
  for (const loaded of loading) {
    const evaluate = await loaded;
    await yieldToBrowser();
    try {
      if (evaluate) evaluate();
    } catch {
      // Evaluated again, and reported, by the shell's own import.
    }
  }
  await yieldToBrowser();
}
