import * as Y from 'yjs';
import fc from 'fast-check';
import type { OutlineSection, Slide } from '@kuza/contracts';
import { fillRoom, readRoom } from '@kuza/contracts/live';
import { bindRoom, type RoomPart } from '@kuza/app/live';
import { dropOn } from './outline-moves';
import { onCurrent } from './section-merge';
import { wire } from '../editor/__tests__/wire';

const outline = (): OutlineSection[] => [
  { id: '1', title: 'Problem', description: 'Farmers lose a third of their harvest' },
  { id: '2', title: 'Solution', description: 'Solar cold rooms, paid per crate' },
  { id: '3', title: 'Ask', description: '' },
];
const slides = (): Slide[] => [
  { id: 'a', type: 'title', title: 'SokoFresh', content: 'Cold rooms for farmers', bullets: [], notes: '' },
];

/** An editor of one list of the room (the outline page's sections, the deck editor's slides), as the page drives it. */
function editorOn<T extends { id: string }>(doc: Y.Doc, part: RoomPart, opened: T[]) {
  let items = opened;
  const room = bindRoom<T>(doc, 'deck', {
    part,
    opened: { name: 'SokoFresh', items: opened },
    current: () => items,
    onRemote: (next) => {
      items = next;
      room.write(items);
    },
  });
  room.start();
  return {
    get items() {
      return items;
    },
    change(next: (current: T[]) => T[]) {
      items = next(items);
      room.write(items);
    },
  };
}

/** The deck's room (the server's), two teammates on the outline page and one in the deck editor. */
function teammates() {
  const server = new Y.Doc();
  fillRoom(server, 'deck', {
    name: 'SokoFresh',
    items: slides() as unknown as Array<Slide & Record<string, unknown>>,
    outline: outline(),
  });
  const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
  for (const doc of docs) wire(server, doc);
  return {
    server,
    one: editorOn<OutlineSection>(docs[0]!, 'outline', outline()),
    two: editorOn<OutlineSection>(docs[1]!, 'outline', outline()),
    deckEditor: editorOn<Slide>(docs[2]!, 'items', slides()),
  };
}

const retitle = (id: string, title: string) => (sections: OutlineSection[]) =>
  sections.map((section) => (section.id === id ? { ...section, title } : section));

describe("the outline page in the deck's live room", () => {
  it("shows a teammate's edit of a section at once, and leaves the slides alone (and the outline to the slides' editor)", () => {
    const { server, one, two, deckEditor } = teammates();
    one.change(retitle('2', 'Our solution'));
    expect(two.items.map((section) => section.title)).toEqual(['Problem', 'Our solution', 'Ask']);
    expect(readRoom(server, 'deck').outline![1]!.title).toBe('Our solution');
    expect(deckEditor.items).toEqual(slides());

    deckEditor.change((current) => current.map((slide) => ({ ...slide, title: 'SokoFresh Ltd' })));
    expect(readRoom(server, 'deck').items[0]!.title).toBe('SokoFresh Ltd');
    expect(one.items.map((section) => section.title)).toEqual(['Problem', 'Our solution', 'Ask']);
  });

  it('ends with the same outline for both teammates and the room, whatever they edit, add, move or delete', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('title'), id: fc.constantFrom('1', '2', '3'), text: fc.string({ maxLength: 10 }) }),
      fc.record({ kind: fc.constant('add'), id: fc.constantFrom('4', '5'), text: fc.string({ maxLength: 10 }) }),
      fc.record({
        kind: fc.constant('move'),
        id: fc.constantFrom('1', '2', '3'),
        text: fc.constantFrom('1', '2', '3'),
      }),
      fc.record({ kind: fc.constant('delete'), id: fc.constantFrom('1', '2', '3', '4'), text: fc.constant('') }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(0, 1), edit), { maxLength: 8 }), (edits) => {
        const { server, one, two } = teammates();
        for (const [who, { kind, id, text }] of edits) {
          const editor = [one, two][who]!;
          if (kind === 'title') editor.change(retitle(id, text));
          else if (kind === 'add' && !editor.items.some((section) => section.id === id))
            editor.change((current) => [...current, { id, title: text, description: '' }]);
          else if (kind === 'move') editor.change((current) => dropOn(current, id, text));
          else if (kind === 'delete') editor.change((current) => current.filter((section) => section.id !== id));
        }
        expect(one.items).toEqual(two.items);
        expect(readRoom(server, 'deck').outline).toEqual(one.items);
      }),
      { numRuns: 30 },
    );
  });

  it("keeps a teammate's live words when a section's form is saved over them", () => {
    const [opened] = outline();
    // While the form was open, a teammate added to the description; this editor fixed the title.
    const now = { ...opened!, description: 'Farmers lose a third of their harvest to heat' };
    expect(onCurrent(opened, now, { title: 'The problem', description: opened!.description })).toEqual({
      title: 'The problem',
      description: 'Farmers lose a third of their harvest to heat',
    });
  });
});
