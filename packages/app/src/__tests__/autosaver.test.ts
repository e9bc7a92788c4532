import { listChanges, mergeLists } from '@kuza/contracts';
import { Autosaver, type SaveFailure, type SaveStatus } from '../autosave/autosaver';

interface Item {
  id: string;
  title: string;
}
const someItems = (): Item[] => ['a', 'b', 'c'].map((id) => ({ id, title: `Title ${id}` }));

interface Pending {
  saved: Item[];
  slides: Item[];
  version: number;
  resolve: (version: number) => void;
  reject: (error: unknown) => void;
}

function setup(
  classify: (error: unknown) => SaveFailure = () => ({ kind: 'offline' }),
  reload: () => Promise<{ value: Item[]; version: number }> = () => Promise.reject(new Error('no reload')),
) {
  const statuses: SaveStatus[] = [];
  const saves: Pending[] = [];
  const merged: Item[][] = [];
  const initial = someItems();
  const saver = new Autosaver<Item[]>({
    value: initial,
    version: 3,
    delayMs: 800,
    retryDelayMs: () => 2000,
    classify,
    save: (saved, slides, version) =>
      new Promise((resolve, reject) => saves.push({ saved, slides, version, resolve, reject })),
    reload,
    merge: mergeLists,
    onMerged: (value) => merged.push(value),
    onChange: (state) => statuses.push(state.status),
  });
  return { saver, statuses, saves, merged, initial };
}

const edit = (title: string): Item[] => someItems().map((slide, i) => (i === 0 ? { ...slide, title } : slide));
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

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
    expect(saves[0]!.slides[0].title).toBe('Two');
    saves[0]!.resolve(4);
    await flush();
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);

    saver.edit(edit('Three'));
    jest.advanceTimersByTime(800);
    expect(saves[1]!.version).toBe(4);
  });

  it('sends changes made during a save right after it', async () => {
    const { saver, statuses, saves } = setup();
    const first = edit('One');
    saver.edit(first);
    jest.advanceTimersByTime(800);
    saver.edit(edit('Two'));
    saves[0]!.resolve(4);
    await flush();
    expect(statuses.at(-1)).toBe('unsaved');
    jest.advanceTimersByTime(800);
    expect(saves[1]!.slides[0].title).toBe('Two');
    expect(saves[1]!.version).toBe(4);
  });

  it("after a conflict, re-applies the edit on the server's copy and saves it with the new version", async () => {
    const theirs = someItems().map((item, i) => (i === 2 ? { ...item, title: 'Theirs' } : item));
    const { saver, statuses, saves, merged } = setup(
      () => ({ kind: 'conflict' }),
      () => Promise.resolve({ value: theirs, version: 7 }),
    );
    saver.edit(edit('Mine'));
    jest.advanceTimersByTime(800);
    saves[0]!.reject({ status: 409 });
    await flush();
    expect(merged).toEqual([[{ id: 'a', title: 'Mine' }, someItems()[1], { id: 'c', title: 'Theirs' }]]);
    expect(saves).toHaveLength(2);
    expect(saves[1]!.version).toBe(7);
    // Only my change is sent on top of theirs.
    expect(listChanges(saves[1]!.saved, saves[1]!.slides)).toEqual({
      order: ['a', 'b', 'c'],
      put: [{ id: 'a', title: 'Mine' }],
    });
    saves[1]!.resolve(8);
    await flush();
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);
    expect(saver.dirty).toBe(false);
  });

  it('asks for a reload only after conflicts keep coming, and never overwrites the other version', async () => {
    let version = 10;
    const { saver, statuses, saves } = setup(
      () => ({ kind: 'conflict' }),
      () => Promise.resolve({ value: someItems(), version: ++version }),
    );
    saver.edit(edit('One'));
    jest.advanceTimersByTime(800);
    for (let i = 0; i < 4; i += 1) {
      saves[i]!.reject({ status: 409 });
      await flush();
    }
    expect(saves).toHaveLength(4);
    expect(statuses.at(-1)).toBe('conflict');
    saver.edit(edit('Two'));
    jest.advanceTimersByTime(60_000);
    expect(await saver.saveNow()).toBe(false);
    expect(saves).toHaveLength(4);
  });

  it('retries while offline and says so, then saves', async () => {
    const { saver, statuses, saves } = setup(() => ({ kind: 'offline' }));
    saver.edit(edit('One'));
    jest.advanceTimersByTime(800);
    saves[0]!.reject({ status: 'FETCH_ERROR' });
    await flush();
    await flush();
    expect(statuses.at(-1)).toBe('offline');
    jest.advanceTimersByTime(2000);
    expect(saves).toHaveLength(2);
    saves[1]!.resolve(4);
    await flush();
    expect(statuses.at(-1)).toBe('saved');
  });

  it("shows the server's reason when a save is refused, and tries again on the next change", async () => {
    const { saver, statuses, saves } = setup(() => ({ kind: 'refused', message: 'A deck has at most 60 slides' }));
    saver.edit(edit('One'));
    jest.advanceTimersByTime(800);
    saves[0]!.reject({ status: 400 });
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
    saves[0]!.resolve(4);
    await expect(saving).resolves.toBe(true);
    expect(saver.dirty).toBe(false);
  });

  it('counts undoing back to the saved document as saved', () => {
    const { saver, statuses, initial } = setup();
    saver.edit(edit('One'));
    saver.edit(initial);
    expect(statuses).toEqual(['unsaved', 'saved']);
    expect(saver.dirty).toBe(false);
  });
});
