import * as Y from 'yjs';
import fc from 'fast-check';
import { SECTION_ROLES } from '../facts/sections';
import { outlineSectionSchema, type OutlineSection } from '../schemas/deck';
import { applySaved, fillRoom, readRoom, type RoomContent } from './y-document';

const slides = [{ id: 'cover', title: 'SokoFresh', bullets: ['Cold rooms'] }];

/** Outlines as a founder may write them: any titles and descriptions (empty too), unique ids, a role or none. */
const outlines = fc.uniqueArray(
  fc.record(
    {
      id: fc.string({ minLength: 1, maxLength: 12 }),
      title: fc.string({ maxLength: 40 }),
      description: fc.string({ maxLength: 80 }),
      role: fc.constantFrom(...SECTION_ROLES),
    },
    { requiredKeys: ['id', 'title', 'description'] },
  ),
  { selector: (section) => section.id, maxLength: 8 },
);

const deck = (outline: OutlineSection[]): RoomContent => ({ name: 'SokoFresh', items: slides, outline });

describe("a deck's outline in its live room", () => {
  it('comes out of the room as it went in, for every outline', () => {
    fc.assert(
      fc.property(outlines, (outline) => {
        expect(outline.every((section) => outlineSectionSchema.isValidSync(section, { strict: true }))).toBe(true);
        const doc = new Y.Doc();
        fillRoom(doc, 'deck', deck(outline));
        expect(readRoom(doc, 'deck')).toEqual(deck(outline));
        // What another browser reads once synced, too (an empty outline sends nothing: it reads as none).
        const other = new Y.Doc();
        Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
        const synced = readRoom(other, 'deck');
        expect({ ...synced, outline: synced.outline ?? [] }).toEqual(deck(outline));
      }),
      { numRuns: 60 },
    );
  });

  it('takes any save of the outline (sections added, removed, moved, rewritten) and leaves the slides alone', () => {
    fc.assert(
      fc.property(outlines, outlines, (before, after) => {
        const doc = new Y.Doc();
        fillRoom(doc, 'deck', deck(before));
        applySaved(doc, 'deck', deck(before), deck(after));
        expect(readRoom(doc, 'deck')).toEqual(deck(after));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the outline when a save holds only the slides (the deck editor writing its slides)', () => {
    const outline = [{ id: '1', title: 'Problem', description: 'Farmers lose a third of their harvest' }];
    const doc = new Y.Doc();
    fillRoom(doc, 'deck', deck(outline));
    const slidesOnly = (title: string): RoomContent => ({ name: 'SokoFresh', items: [{ ...slides[0]!, title }] });
    applySaved(doc, 'deck', slidesOnly('SokoFresh'), slidesOnly('SokoFresh Ltd'));
    expect(readRoom(doc, 'deck').outline).toEqual(outline);
    expect(readRoom(doc, 'deck').items[0]!.title).toBe('SokoFresh Ltd');
  });

  it('is put into a room written before it held outlines', () => {
    const outline = [{ id: '1', title: 'Problem', description: '' }];
    const doc = new Y.Doc();
    fillRoom(doc, 'deck', { name: 'SokoFresh', items: slides });
    expect(readRoom(doc, 'deck').outline).toBeUndefined();
    applySaved(doc, 'deck', readRoom(doc, 'deck'), deck(outline));
    expect(readRoom(doc, 'deck').outline).toEqual(outline);
  });

  it("keeps a teammate's words in a description while a save changes the section's title", () => {
    const outline = [{ id: '1', title: 'Problem', description: 'Farmers lose crops' }];
    const saved = new Y.Doc();
    fillRoom(saved, 'deck', deck(outline));
    const teammate = new Y.Doc();
    Y.applyUpdate(teammate, Y.encodeStateAsUpdate(saved));
    const section = teammate.getArray<Y.Map<unknown>>('outline').get(0);
    (section.get('description') as Y.Text).insert('Farmers lose'.length, ' a third of their');
    applySaved(saved, 'deck', deck(outline), deck([{ ...outline[0]!, title: 'The problem' }]));
    Y.applyUpdate(saved, Y.encodeStateAsUpdate(teammate));
    Y.applyUpdate(teammate, Y.encodeStateAsUpdate(saved));
    const expected = [{ id: '1', title: 'The problem', description: 'Farmers lose a third of their crops' }];
    expect(readRoom(saved, 'deck').outline).toEqual(expected);
    expect(readRoom(teammate, 'deck').outline).toEqual(expected);
  });
});
