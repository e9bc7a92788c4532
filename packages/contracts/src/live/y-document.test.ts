import * as Y from 'yjs';
import fc from 'fast-check';
import { applySaved, fillRoom, readRoom, type RoomContent } from './y-document';

const deck = (ids: string[], bullets: string[][] = []): RoomContent => ({
  name: 'SokoFresh',
  items: ids.map((id, at) => ({ id, title: `Slide ${id}`, bullets: bullets[at] ?? ['Cold rooms'] })),
});

describe('a save put into a live room', () => {
  it('puts the slides in the order the save has them, whatever the moves, additions and deletions', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    fc.assert(
      fc.property(fc.shuffledSubarray(ids), fc.shuffledSubarray(['x', 'y']), fc.nat(), (kept, added, at) => {
        const doc = new Y.Doc();
        const base = deck(ids);
        fillRoom(doc, 'deck', base);
        const order = [...kept];
        order.splice(at % (order.length + 1), 0, ...added);
        applySaved(doc, 'deck', base, deck(order));
        expect(readRoom(doc, 'deck')).toEqual(deck(order));
      }),
      { numRuns: 40 },
    );
  });

  it("changes a list of bullets entry by entry, so a teammate's words in another bullet stay", () => {
    const saved = new Y.Doc();
    fillRoom(saved, 'deck', deck(['a'], [['Cold rooms', 'Crates']]));
    const teammate = new Y.Doc();
    Y.applyUpdate(teammate, Y.encodeStateAsUpdate(saved));
    // The teammate types in the first bullet while a save changes the second.
    const list = teammate.getArray<Y.Map<unknown>>('slides').get(0).get('bullets') as Y.Array<Y.Text>;
    list.get(0).insert(0, 'Solar ');
    applySaved(saved, 'deck', deck(['a'], [['Cold rooms', 'Crates']]), deck(['a'], [['Cold rooms', 'Rented crates']]));
    Y.applyUpdate(saved, Y.encodeStateAsUpdate(teammate));
    expect(readRoom(saved, 'deck').items[0]!.bullets).toEqual(['Solar Cold rooms', 'Rented crates']);
  });
});
