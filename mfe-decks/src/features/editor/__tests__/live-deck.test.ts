import * as Y from 'yjs';
import fc from 'fast-check';
import type { Slide } from '@kuza/contracts';
import { fillRoom, readRoom } from '@kuza/contracts/live';
import { editorReducer, initEditor, type EditorAction } from '../editor-state';
import { bindRoom } from '@kuza/app/live';
import { someSlides } from './slides';
import { wire } from './wire';

/** A deck editor's state bound to a room, as the editor drives it: each change is written to the room. */
function editorOn(doc: Y.Doc, opened = { name: 'SokoFresh', slides: someSlides() }) {
  let state = initEditor(opened.slides);
  const room = bindRoom<Slide>(doc, 'deck', {
    opened: { name: opened.name, items: opened.slides },
    current: () => state.present.slides,
    onRemote: (slides) => {
      state = editorReducer(state, { type: 'remote', slides });
      room.write(state.present.slides);
    },
  });
  return {
    get state() {
      return state;
    },
    get slides() {
      return state.present.slides;
    },
    dispatch(action: EditorAction) {
      state = editorReducer(state, action);
      room.write(state.present.slides);
    },
    start: () => room.start(),
  };
}

/** A room filled from the saved deck (the server's), and two teammates' editors synced with it. */
function twoEditors() {
  const server = new Y.Doc();
  fillRoom(server, 'deck', {
    name: 'SokoFresh',
    items: someSlides() as unknown as Array<Slide & Record<string, unknown>>,
  });
  const first = new Y.Doc();
  const second = new Y.Doc();
  wire(server, first);
  wire(server, second);
  const one = editorOn(first);
  const two = editorOn(second);
  one.start();
  two.start();
  return { server, one, two };
}

const slide = (slides: Slide[], id: string) => slides.find((entry) => entry.id === id)!;

describe("the deck editor's live room", () => {
  it("puts a teammate's edit in the editor without moving its selection or its undo history", () => {
    const { one, two } = twoEditors();
    one.dispatch({ type: 'select', id: 'b' });
    one.dispatch({ type: 'updateSlide', id: 'b', changes: { title: 'The problem' } });
    two.dispatch({
      type: 'updateSlide',
      id: 'c',
      changes: { bullets: ['Solar cold rooms', 'Pay per crate', 'Rent a crate'] },
    });

    expect(slide(one.slides, 'c').bullets).toEqual(['Solar cold rooms', 'Pay per crate', 'Rent a crate']);
    expect(one.state.present.selectedId).toBe('b');
    expect(one.state.past).toHaveLength(1);
    // Undo takes back this editor's own edit, and keeps the teammate's.
    one.dispatch({ type: 'undo' });
    expect(slide(one.slides, 'b').title).toBe('Problem');
    expect(slide(one.slides, 'c').bullets).toEqual(['Solar cold rooms', 'Pay per crate', 'Rent a crate']);
    expect(slide(two.slides, 'b').title).toBe('Problem');
  });

  it("sends a local edit to the teammate's document, field by field", () => {
    const { server, one, two } = twoEditors();
    one.dispatch({ type: 'updateSlide', id: 'a', changes: { content: 'Fresh produce, delivered cold' } });
    expect(slide(readRoom(server, 'deck').items as unknown as Slide[], 'a').content).toBe(
      'Fresh produce, delivered cold',
    );
    expect(slide(two.slides, 'a').content).toBe('Fresh produce, delivered cold');
    // The title is still the room's Y.Text, edited in place rather than replaced.
    const list = server.getArray<Y.Map<unknown>>('slides');
    expect(list.get(0).get('content')).toBeInstanceOf(Y.Text);
  });

  it('keeps both words when two teammates type into the same title at once', () => {
    const server = new Y.Doc();
    fillRoom(server, 'deck', {
      name: 'SokoFresh',
      items: someSlides() as unknown as Array<Slide & Record<string, unknown>>,
    });
    const first = new Y.Doc();
    const second = new Y.Doc();
    Y.applyUpdate(first, Y.encodeStateAsUpdate(server));
    Y.applyUpdate(second, Y.encodeStateAsUpdate(server));
    const one = editorOn(first);
    const two = editorOn(second);
    one.start();
    two.start();
    // Offline from each other: each types, then the updates cross.
    one.dispatch({ type: 'updateSlide', id: 'b', changes: { title: 'The Problem' } });
    two.dispatch({ type: 'updateSlide', id: 'b', changes: { title: 'Problem today' } });
    wire(first, second);
    expect(slide(one.slides, 'b').title).toBe('The Problem today');
    expect(slide(two.slides, 'b').title).toBe('The Problem today');
  });

  it('brings a slide added, moved or deleted by one teammate to the other in the same order', () => {
    const { one, two } = twoEditors();
    one.dispatch({ type: 'select', id: 'c' });
    two.dispatch({
      type: 'addSlide',
      slide: { id: 'n', type: 'content', title: 'Market', content: '', bullets: [], notes: '' },
    });
    two.dispatch({ type: 'moveSlide', from: 0, to: 2 });
    two.dispatch({ type: 'deleteSlide', id: 'c' });
    expect(one.slides.map((entry) => entry.id)).toEqual(two.slides.map((entry) => entry.id));
    // This editor's slide is gone: it is on another one, not on nothing.
    expect(one.slides.map((entry) => entry.id)).toContain(one.state.present.selectedId);
  });

  it('ends with the same deck in both editors and the room, whatever the two teammates edit', () => {
    const ids = ['a', 'b', 'c'];
    const edit = fc.record({
      who: fc.constantFrom(0, 1),
      id: fc.constantFrom(...ids),
      field: fc.constantFrom('title', 'content', 'notes'),
      text: fc.string({ maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        const { server, one, two } = twoEditors();
        for (const { who, id, field, text } of edits)
          [one, two][who]!.dispatch({ type: 'updateSlide', id, changes: { [field]: text } });
        const room = readRoom(server, 'deck').items;
        for (const editor of [one, two])
          for (const entry of editor.slides) {
            const inRoom = room.find((item) => item.id === entry.id)!;
            expect([entry.title, entry.content, entry.notes]).toEqual([inRoom.title, inRoom.content, inRoom.notes]);
          }
      }),
      { numRuns: 15 },
    );
  });
});
