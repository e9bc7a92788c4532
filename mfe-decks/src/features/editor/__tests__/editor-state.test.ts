import {
  blankSlide,
  editorReducer,
  initEditor,
  selectedIndex,
  type EditorAction,
  type EditorState,
} from '../editor-state';
import { someSlides } from './slides';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const titles = (state: EditorState) => state.present.slides.map((slide) => slide.title);

describe('the editor state', () => {
  it('inserts a new slide right after the current one and selects it', () => {
    const added = { ...blankSlide('New Slide'), title: 'Market' };
    const state = run(initEditor(someSlides()), { type: 'select', id: 'b' }, { type: 'addSlide', slide: added });
    expect(titles(state)).toEqual(['SokoFresh', 'Problem', 'Market', 'Solution']);
    expect(state.present.selectedId).toBe(added.id);
    expect(selectedIndex(state)).toBe(2);
  });

  it('undoes and redoes every change to the deck, restoring the selection of the time', () => {
    const start = initEditor(someSlides());
    const edited = run(
      start,
      { type: 'updateSlide', id: 'a', changes: { title: 'SokoFresh Ltd' } },
      { type: 'addSlide', slide: blankSlide('New Slide') },
      { type: 'deleteSlide', id: 'c' },
    );
    expect(titles(edited)).toEqual(['SokoFresh Ltd', 'New Slide', 'Problem']);
    const undone = run(edited, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(undone.present).toEqual(start.present);
    const redone = run(undone, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(redone.present).toEqual(edited.present);
    expect(run(redone, { type: 'redo' })).toBe(redone);
  });

  it('drops the redo steps once something new is done', () => {
    const state = run(
      initEditor(someSlides()),
      { type: 'updateSlide', id: 'a', changes: { title: 'One' } },
      { type: 'undo' },
      { type: 'updateSlide', id: 'a', changes: { title: 'Two' } },
    );
    expect(state.future).toEqual([]);
    expect(titles(state)[0]).toBe('Two');
  });

  it('makes one undo step of consecutive typing in the same notes', () => {
    const typed = run(
      initEditor(someSlides()),
      { type: 'updateSlide', id: 'b', changes: { notes: 'F' }, coalesceKey: 'notes:b' },
      { type: 'updateSlide', id: 'b', changes: { notes: 'Fo' }, coalesceKey: 'notes:b' },
      { type: 'updateSlide', id: 'b', changes: { notes: 'Fou' }, coalesceKey: 'notes:b' },
    );
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).present.slides[1].notes).toBe('');
  });

  it('moves a slide and keeps it selected', () => {
    const state = run(initEditor(someSlides()), { type: 'moveSlide', from: 2, to: 0 });
    expect(titles(state)).toEqual(['Solution', 'SokoFresh', 'Problem']);
    expect(state.present.selectedId).toBe('c');
  });

  it('never deletes the last slide, and selects the neighbour of a deleted one', () => {
    const one = initEditor([someSlides()[0]]);
    expect(run(one, { type: 'deleteSlide', id: 'a' })).toBe(one);
    const state = run(initEditor(someSlides()), { type: 'select', id: 'c' }, { type: 'deleteSlide', id: 'c' });
    expect(state.present.selectedId).toBe('b');
  });

  it('keeps the slide id when the AI Helper replaces a slide', () => {
    const state = run(initEditor(someSlides()), {
      type: 'replaceSlide',
      id: 'b',
      slide: { ...someSlides()[1], id: 'other', title: 'A sharper problem' },
    });
    expect(state.present.slides[1]).toMatchObject({ id: 'b', title: 'A sharper problem' });
  });
});
