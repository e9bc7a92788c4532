/** @jest-environment node */
import { sharedSingletons } from '@kuza/build';
import { ROUTES } from '@kuza/contracts/routes';
import { loadSharedInSlices, nextTask, sharedAtStart } from './start-in-slices';

/** A fake federation runtime: loads resolve when the test says, evaluation is recorded with the turn it ran in. */
function fakeRuntime() {
  const events: string[] = [];
  let turn = 0;
  const yieldToBrowser = async () => {
    turn += 1;
    events.push(`turn ${turn}`);
  };
  const load = (name: string) => {
    events.push(`load ${name}`);
    if (name === 'broken') return Promise.reject(new Error('chunk failed'));
    if (name === 'throws')
      return Promise.resolve(() => {
        throw new Error('module failed');
      });
    return Promise.resolve(() => events.push(`evaluate ${name}`));
  };
  return { events, load, yieldToBrowser };
}

describe('the shell start in slices', () => {
  it('asks for every library before evaluating any, then evaluates each in a task of its own, in order', async () => {
    const { events, load, yieldToBrowser } = fakeRuntime();
    await loadSharedInSlices(['react', 'react-dom/client', '@kuza/ui'], load, yieldToBrowser);
    expect(events).toEqual([
      'load react',
      'turn 1',
      'load react-dom/client',
      'turn 2',
      'load @kuza/ui',
      'turn 3',
      'turn 4',
      'evaluate react',
      'turn 5',
      'evaluate react-dom/client',
      'turn 6',
      'evaluate @kuza/ui',
      'turn 7',
    ]);
  });

  it('goes on past a library that fails to load or to evaluate, leaving the report to the shell import', async () => {
    const { events, load, yieldToBrowser } = fakeRuntime();
    await expect(loadSharedInSlices(['broken', 'throws', 'react'], load, yieldToBrowser)).resolves.toBeUndefined();
    expect(events.filter((event) => event.startsWith('evaluate'))).toEqual(['evaluate react']);
  });

  it('yields to the browser: the start goes on in a later task, after every queued microtask', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    for (let i = 0; i < 100; i += 1) await Promise.resolve();
    order.push('microtasks done');
    await yielded;
    expect(order).toEqual(['microtasks done', 'next task']);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    try {
      await nextTask();
      expect(schedulerYield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('names only libraries the build shares, so each is one the federation runtime can give', () => {
    const keys = Object.keys(sharedSingletons(__dirname));
    for (const name of sharedAtStart({ protected: true })) {
      expect(keys.some((key) => key === name || (key.endsWith('/') && name.startsWith(key)))).toBe(true);
    }
  });

  it('starts a signed-in page and a shared document with the app code, and any other public page without it', () => {
    const withApp = (route: (typeof ROUTES)[number]) => sharedAtStart(route).includes('@kuza/app');
    expect(ROUTES.filter((route) => route.protected).every(withApp)).toBe(true);
    expect(ROUTES.filter((route) => route.serverDrawn).every(withApp)).toBe(true);
    expect(ROUTES.filter((route) => route.prerendered).some(withApp)).toBe(false);
    // An address of no route (the not-found page).
    expect(sharedAtStart(undefined)).not.toContain('@kuza/app');
    // Everything a page is drawn with is there on every page.
    for (const route of ROUTES) {
      expect(sharedAtStart(route)).toEqual(
        expect.arrayContaining(['react', 'react-dom/client', '@kuza/ui', '@kuza/store']),
      );
    }
  });
});
