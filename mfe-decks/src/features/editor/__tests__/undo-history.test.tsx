import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDeck, api, cleanUpPages, renderPage, type ApiCall } from '@kuza/testing';
import type { Deck, Slide } from '@kuza/contracts';
import { forgetDeckHistories } from '@kuza/store';
import { DeckEditor } from '../deck-editor';
import { HISTORY_LIMIT, restoreEditor, saveHistory } from '../editor-state';
import { someSlides } from './slides';

jest.setTimeout(20_000);

const thumbnails = () =>
  within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button', { name: /^Slide \d+:/ });
const expectThumbnails = (names: string[]) => {
  expect(thumbnails()).toHaveLength(names.length);
  thumbnails().forEach((thumb, i) => expect(thumb).toHaveAccessibleName(names[i]));
};

/** The server: every PUT is kept, and the deck it answers is what a reload gets. */
function server(first: Deck) {
  let saved = first;
  api.answerAll((call: ApiCall) => {
    if (call.method !== 'PUT') return { status: 404, body: { error: 'Not found' } };
    const body = call.body as { version: number; slideChanges?: { order: string[]; put: Slide[] } };
    const slides = body.slideChanges
      ? body.slideChanges.order.map(
          (id) =>
            body.slideChanges!.put.find((slide) => slide.id === id) ?? saved.slides.find((slide) => slide.id === id)!,
        )
      : saved.slides;
    saved = { ...saved, slides, version: body.version + 1 };
    return { status: 200, body: saved };
  });
  return { reload: () => saved };
}

const open = (deck: Deck) =>
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });

/** A reload: the page goes away and opens again with the deck as the server has it. */
async function reload(deck: Deck) {
  await waitFor(() => expect(screen.getByText(/saved/i)).toBeInTheDocument());
  cleanUpPages();
  open(deck);
}

describe('the undo history', () => {
  it('survives a reload in the same browser session: Undo still takes the last change back', async () => {
    const deck = aDeck({ id: 'd1', slides: someSlides(), version: 2 });
    const api = server(deck);
    open(deck);
    await userEvent.click(thumbnails()[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(thumbnails()).toHaveLength(4);
    await waitFor(() => expect(api.reload().slides).toHaveLength(4));

    await reload(api.reload());
    expect(thumbnails()).toHaveLength(4);
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    expectThumbnails(['Slide 1: SokoFresh', 'Slide 2: Problem', 'Slide 3: Solution']);
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(thumbnails()).toHaveLength(4);
  });

  it('is dropped when the deck opens changed elsewhere, so Undo cannot save an older copy over it', async () => {
    const deck = aDeck({ id: 'd1', slides: someSlides(), version: 2 });
    const api = server(deck);
    open(deck);
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    await waitFor(() => expect(api.reload().slides).toHaveLength(4));

    const elsewhere = api.reload();
    await reload({ ...elsewhere, slides: elsewhere.slides.slice(0, 2), version: elsewhere.version + 1 });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(sessionStorage.getItem('kuza.deckHistory.d1')).toBeNull();
  });

  it('keeps each deck apart, stays bounded, and is forgotten at sign-out', () => {
    const slides = someSlides();
    let state = restoreEditor('d1', slides);
    for (let step = 0; step < HISTORY_LIMIT + 20; step += 1)
      state = { ...state, past: [...state.past, state.present].slice(-HISTORY_LIMIT) };
    const big = {
      ...state,
      past: state.past.map((snapshot) => ({ ...snapshot, slides: [{ ...slides[0], notes: 'x'.repeat(20_000) }] })),
    };
    saveHistory('d1', big);
    expect(sessionStorage.getItem('kuza.deckHistory.d1')!.length).toBeLessThanOrEqual(1_000_000);
    expect(restoreEditor('d1', slides).past.length).toBeGreaterThan(0);
    expect(restoreEditor('d2', slides).past).toEqual([]);

    forgetDeckHistories();
    expect(restoreEditor('d1', slides).past).toEqual([]);
  });
});
