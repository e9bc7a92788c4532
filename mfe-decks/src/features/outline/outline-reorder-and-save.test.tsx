import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, renderPage } from '@kuza/testing';
import DeckOutlinePage from '../../pages/deck-outline-page';
import { serveDeck } from './outline-test-server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(15_000);

const openOutline = () =>
  renderPage(<DeckOutlinePage />, { path: '/pitch-deck-outline', at: '/pitch-deck-outline?deck=d1' });
const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Outline sections' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent);

describe('reordering the outline with the keyboard', () => {
  it('picks a section up with Space, moves it with the arrows, drops it with Enter and says each step', async () => {
    const server = serveDeck();
    openOutline();
    const handle = await screen.findByRole('button', { name: 'Reorder Title Slide' });
    handle.focus();
    await user.keyboard(' ');
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Picked up Title Slide, position 1 of 3/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(shownTitles()).toEqual(['Problem', 'Solution', 'Title Slide']);
    expect(screen.getByText('Title Slide moved to position 3 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Title Slide' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Title Slide is already last.')).toBeInTheDocument();
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Title Slide dropped at position 3 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(server.titles()).toEqual(['Problem', 'Solution', 'Title Slide']));
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(1);
  });

  it('puts the section back where it was on Escape', async () => {
    serveDeck();
    openOutline();
    (await screen.findByRole('button', { name: 'Reorder Solution' })).focus();
    await user.keyboard('{Enter}{ArrowUp}');
    expect(shownTitles()).toEqual(['Title Slide', 'Solution', 'Problem']);
    await user.keyboard('{Escape}');
    expect(shownTitles()).toEqual(['Title Slide', 'Problem', 'Solution']);
    expect(screen.getByText('Reordering cancelled. Solution is back at position 3 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Solution' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(0);
  });
});

describe('saving the outline', () => {
  it('waits for a pause, then sends several quick changes as one save', async () => {
    const server = serveDeck();
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Delete Problem' }));
    await user.click(screen.getByRole('button', { name: 'Delete Solution' }));
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(1);
    expect(server.titles()).toEqual(['Title Slide']);
  });

  it('says it is offline while the API is down and saves once it is back', async () => {
    let down = true;
    const server = serveDeck({}, (call) =>
      down && call.method === 'PUT' ? { status: 503, body: { error: 'Down' } } : undefined,
    );
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Delete Problem' }));
    expect(await screen.findByText('Offline — retrying')).toBeInTheDocument();
    down = false;
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.titles()).toEqual(['Title Slide', 'Solution']);
  });

  it("keeps both edits when someone else saved first: theirs, then this page's on top", async () => {
    const server = serveDeck();
    openOutline();
    await screen.findByRole('list', { name: 'Outline sections' });
    const [first, , third] = server.deck().outline;
    server.changeElsewhere({ outline: [first!, server.deck().outline[1]!, { ...third!, title: 'Cold rooms' }] });
    await user.click(screen.getByRole('button', { name: 'Delete Problem' }));
    await waitFor(() => expect(server.titles()).toEqual(['Title Slide', 'Cold rooms']));
    expect(shownTitles()).toEqual(['Title Slide', 'Cold rooms']);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [conflicted, merged] = api.sent('PUT', '/decks/d1');
    expect(merged!.body).toMatchObject({ version: (conflicted!.body as { version: number }).version + 1 });
  });

  it('saves the last change, starts generation and moves on when Proceed is pressed', async () => {
    const server = serveDeck();
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Delete Solution' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-generating?deck=d1');
    expect(server.titles()).toEqual(['Title Slide', 'Problem']);
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('PUT /decks/d1')).toBeLessThan(order.indexOf('POST /decks/d1/generate'));
  });
});
