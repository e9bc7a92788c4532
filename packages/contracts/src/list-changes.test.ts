import { applyListChanges, listChanges, mergeLists } from './list-changes';

const item = (id: string, text = id) => ({ id, text });

describe('listChanges', () => {
  it('is null when nothing changed, and names only the edited item otherwise', () => {
    const list = [item('a'), item('b'), item('c')];
    expect(listChanges(list, [...list])).toBeNull();
    expect(listChanges(list, [list[0]!, item('b', 'B!'), list[2]!])).toEqual({
      order: ['a', 'b', 'c'],
      put: [item('b', 'B!')],
    });
  });

  it('sends the order alone for a move or a delete, and new items whole', () => {
    const list = [item('a'), item('b'), item('c')];
    expect(listChanges(list, [list[1]!, list[0]!, list[2]!])).toEqual({ order: ['b', 'a', 'c'], put: [] });
    expect(listChanges(list, [list[0]!, list[2]!])).toEqual({ order: ['a', 'c'], put: [] });
    expect(listChanges(list, [...list, item('d')])).toEqual({ order: ['a', 'b', 'c', 'd'], put: [item('d')] });
  });

  it('round-trips through applyListChanges', () => {
    const before = [item('a'), item('b'), item('c')];
    const after = [item('c', 'C'), item('a'), item('e')];
    expect(applyListChanges(before, listChanges(before, after)!)).toEqual({ items: after });
    expect(applyListChanges(before, { order: ['a', 'zz'], put: [] })).toEqual({ missing: 'zz' });
  });
});

describe('mergeLists after a conflict', () => {
  const base = [item('a'), item('b'), item('c')];

  it('keeps my edit and their edit of another item', () => {
    const fresh = [item('a', 'theirs'), item('b'), item('c')];
    const mine = [item('a'), item('b'), item('c', 'mine')];
    expect(mergeLists(fresh, base, mine)).toEqual([item('a', 'theirs'), item('b'), item('c', 'mine')]);
  });

  it('keeps items they added, after the item they followed, and drops items they deleted', () => {
    const fresh = [item('a'), item('x'), item('c')];
    const mine = [item('a'), item('b'), item('c'), item('m')];
    expect(mergeLists(fresh, base, mine)).toEqual([item('a'), item('x'), item('c'), item('m')]);
  });

  it('keeps an item I edited even when they deleted it: no edit is lost', () => {
    const fresh = [item('a'), item('c')];
    const mine = [item('a'), item('b', 'edited'), item('c')];
    expect(mergeLists(fresh, base, mine)).toEqual([item('a'), item('b', 'edited'), item('c')]);
  });

  it('applies my delete and my order', () => {
    const fresh = [item('a', 'theirs'), item('b'), item('c')];
    const mine = [item('c'), item('a')];
    expect(mergeLists(fresh, base, mine)).toEqual([item('c'), item('a', 'theirs')]);
  });
});
