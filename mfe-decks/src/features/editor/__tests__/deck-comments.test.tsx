import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentList, CommentThread } from '@kuza/contracts';
import { aDeck, api, aUser, renderPage } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

const deck = aDeck({ id: 'd1', slides: someSlides(), version: 7 });
const thread = (id: string, anchor: string, resolved = false): CommentThread => ({
  id,
  anchor,
  resolved,
  comments: [
    {
      id: `${id}-1`,
      author: { id: 'u2', name: 'Kofi Mensah' },
      body: `About ${anchor}`,
      mentions: [],
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function open(at = '/pitch-deck-editor?deck=d1') {
  api.on<CommentList>('GET', '/decks/d1/comments', {
    body: {
      threads: [thread('t1', 'b'), thread('t2', 'b'), thread('t3', 'c', true)],
      members: [{ id: 'u2', name: 'Kofi Mensah' }],
    },
  });
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} />, { path: '/pitch-deck-editor', at, user: aUser() });
}

const slideList = () => screen.getByRole('navigation', { name: 'Slides' });

describe("the deck editor's comments", () => {
  it("counts each slide's open threads on the slide list, and the panel follows the slide selected", async () => {
    open();
    const counter = await within(slideList()).findByRole('img', { name: '2 open comment threads' });
    expect(counter.closest('li')).toHaveTextContent('2');
    expect(within(slideList()).getAllByRole('img', { name: /open comment thread/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
    expect(screen.getByRole('region', { name: 'Comments on slide 1: SokoFresh' })).toBeInTheDocument();
    await userEvent.click(within(slideList()).getByRole('button', { name: 'Slide 2: Problem' }));
    const panel = screen.getByRole('region', { name: 'Comments on slide 2: Problem' });
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
  });

  it("opens on the slide a mention's e-mail links to", async () => {
    open('/pitch-deck-editor?deck=d1&slide=c');
    expect(await screen.findByRole('region', { name: 'Comments on slide 3: Solution' })).toBeInTheDocument();
    expect(within(slideList()).getByRole('button', { name: 'Slide 3: Solution', current: true })).toBeInTheDocument();
  });
});
