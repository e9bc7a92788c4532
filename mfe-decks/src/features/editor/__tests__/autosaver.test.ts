import type { Slide } from '@kuza/contracts';
import { Autosaver, type SaveFailure, type SaveStatus } from '../autosaver';
import { someSlides } from './slides';

interface Pending {
  slides: Slide[];
  version: number;
  resolve: (version: number) => void;
  reject: (error: unknown) => void;
}

function setup(classify: (error: unknown) => SaveFailure = () => ({ kind: 'offline' })) {
  const statuses: SaveStatus[] = [];
  const saves: Pending[] = [];
  const saver = new Autosaver({
    content: someSlides(),
    version: 3,
    delayMs: 800,
    retryDelayMs: () => 2000,
    classify,
    save: (slides, version) => new Promise((resolve, reject) => saves.push({ slides, version, resolve, reject })),
    onChange: (state) => statuses.push(state.status),
  });
  return { saver, statuses, saves };
}

const edit = (title: string): Slide[] => someSlides().map((slide, i) => (i === 0 ? { ...slide, title } : slide));
const flush = () => Promise.resolve().then(() => undefined);

describe('the autosaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves 800 ms after the last change, with the version it last saw', async () => {
    const { saver, statuses, saves } = setup();
    saver.edit(edit('One'));
    jest.advanceTimersByTime(500);
    saver.edit(edit('Two'));
    jest.advanceTimersByTime(799);
    expect(saves).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ version: 3 });
    expect(saves[0].slides[0].title).toBe('Two');
    saves[0].resolve(4);
    await flush();
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);

    saver.edit(edit('Three'));
    jest.advanceTimersByTime(800);
    expect(saves[1].version).toBe(4);
  });

  it('sends changes made during a save right after it', async () => {
    const { saver, statuses, saves } = setup();
    const first = edit('One');
    saver.edit(first);
    jest.advanceTimersByTime(800);
    saver.edit(edit('Two'));
    saves[0].resolve(4);
    await flush();
    expect(statuses.at(-1)).toBe('unsaved');
    jest.advanceTimersByTime(800);
    expect(saves[1].slides[0].title).toBe('Two');
    expect(saves[1].version).toBe(4);
  });

  it('stops on a conflict and never overwrites the other version', async () => {
    const { saver, statuses, saves } = setup(() => ({ kind: 'conflict' }));
    saver.edit(edit('One'));
    jest.advanceTimersByTime(800);
    saves[0].reject({ status: 409 });
    await flush();
    await flush();
    expect(statuses.at(-1)).toBe('conflict');
    saver.edit(edit('Two'));
    jest.advanceTimersByTime(60_000);
    expect(await saver.saveNow()).toBe(false);
    expect(saves).toHaveLength(1);
  });

  it('retries while offline and says so, then saves', async () => {
    const { saver, statuses, saves } = setup(() => ({ kind: 'offline' }));
    saver.edit(edit('One'));
    jest.advanceTimersByTime(800);
    saves[0].reject({ status: 'FETCH_ERROR' });
    await flush();
    await flush();
    expect(statuses.at(-1)).toBe('offline');
    jest.advanceTimersByTime(2000);
    expect(saves).toHaveLength(2);
    saves[1].resolve(4);
    await flush();
    expect(statuses.at(-1)).toBe('saved');
  });

  it("shows the server's reason when a save is refused, and tries again on the next change", async () => {
    const { saver, statuses, saves } = setup(() => ({ kind: 'refused', message: 'A deck has at most 60 slides' }));
    saver.edit(edit('One'));
    jest.advanceTimersByTime(800);
    saves[0].reject({ status: 400 });
    await flush();
    await flush();
    expect(statuses.at(-1)).toBe('failed');
    saver.edit(edit('Two'));
    jest.advanceTimersByTime(800);
    expect(saves).toHaveLength(2);
  });

  it('saves at once on Save, and reports the deck saved when nothing changed', async () => {
    const { saver, saves } = setup();
    await expect(saver.saveNow()).resolves.toBe(true);
    saver.edit(edit('One'));
    const saving = saver.saveNow();
    expect(saves).toHaveLength(1);
    saves[0].resolve(4);
    await expect(saving).resolves.toBe(true);
    expect(saver.dirty).toBe(false);
  });

  it('counts undoing back to the saved slides as saved', () => {
    const { saver, statuses } = setup();
    const original = someSlides();
    const other = new Autosaver({
      content: original,
      version: 1,
      save: () => Promise.resolve(2),
      classify: () => ({ kind: 'offline' }),
      onChange: (state) => statuses.push(state.status),
    });
    other.edit(edit('One'));
    other.edit(original);
    expect(statuses).toEqual(['unsaved', 'saved']);
    expect(saver.dirty).toBe(false);
  });
});
