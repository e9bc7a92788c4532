import { dropOn, moveItem, newSectionId, restoreAt } from './outline-moves';

const sections = ['A', 'B', 'C', 'D'].map((title) => ({ id: title.toLowerCase(), title, description: '' }));
const titles = (list: typeof sections) => list.map((section) => section.title).join('');

describe('outline list moves', () => {
  it('gives a dropped section the position of the row it was dropped on', () => {
    expect(titles(dropOn(sections, 'a', 'c'))).toBe('BCAD');
    expect(titles(dropOn(sections, 'd', 'a'))).toBe('DABC');
    expect(titles(dropOn(sections, 'b', 'b'))).toBe('ABCD');
  });

  it('moves an item one row at a time and never out of the list', () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
  });

  it('restores a deleted section at its old place once, or at the end of a shorter list', () => {
    const [, b, ...rest] = sections;
    const without = [sections[0]!, ...rest];
    expect(titles(restoreAt(without, b!, 1))).toBe('ABCD');
    expect(titles(restoreAt(sections, b!, 1))).toBe('ABCD');
    expect(titles(restoreAt([sections[0]!], b!, 3))).toBe('AB');
  });

  it('makes new ids from the clock, unique within the outline', () => {
    expect(newSectionId([], 1_700_000_000_000)).toBe('1700000000000');
    expect(newSectionId([{ id: '1700000000000', title: '', description: '' }], 1_700_000_000_000)).toBe(
      '1700000000001',
    );
  });
});
