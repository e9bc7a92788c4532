import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, renderPage } from '@kuza/testing';
import DeckOutlinePage from '../../pages/deck-outline-page';
import { serveDeck } from './outline-test-server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(15_000);

function openOutline(id = 'd1') {
  return renderPage(<DeckOutlinePage />, { path: '/pitch-deck-outline', at: `/pitch-deck-outline?deck=${id}` });
}

const rows = () => within(screen.getByRole('list', { name: 'Outline sections' })).getAllByRole('listitem');
const shownTitles = () => rows().map((row) => row.querySelector('strong')?.textContent);

describe('the pitch deck outline', () => {
  it('explains itself and lists the deck outline', async () => {
    serveDeck();
    openOutline();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch Deck Outline' })).toBeInTheDocument();
    expect(
      screen.getByText('Rearrange, edit, or add sections to your pitch deck outline. Drag to reorder.'),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Outline sections' });
    expect(shownTitles()).toEqual(['Title Slide', 'Problem', 'Solution']);
    expect(screen.getByText('What problem are you solving?')).toBeInTheDocument();
  });

  it('says so, with a way back, when the deck id is missing or unknown', async () => {
    serveDeck();
    const view = renderPage(<DeckOutlinePage />, { path: '/pitch-deck-outline' });
    expect(screen.getByRole('alert')).toHaveTextContent('No pitch deck chosen');
    expect(screen.getByRole('link', { name: 'Go to Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
    view.unmount();
    openOutline('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pitch deck not found');
  });

  it('edits a section in place and saves it with the deck version', async () => {
    serveDeck({ version: 4 });
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Edit Problem' }));
    const title = screen.getByRole('textbox', { name: 'Section Title' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Edit Title Slide' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'The Problem');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(shownTitles()).toEqual(['Title Slide', 'The Problem', 'Solution']);
    expect(screen.getByRole('button', { name: 'Edit The Problem' })).toHaveFocus();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [put] = api.sent('PUT', '/decks/d1');
    expect(put!.body).toEqual({
      version: 4,
      outlineChanges: { order: ['s1', 's2', 's3'], put: [expect.objectContaining({ id: 's2', title: 'The Problem' })] },
    });
  });

  it('throws an edit away on Cancel', async () => {
    serveDeck();
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Edit Solution' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' with extra words');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Your product or service.')).toBeInTheDocument();
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(0);
  });

  it('adds a section from the inline row and clears the row on cancel', async () => {
    const server = serveDeck();
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Add Section' }));
    await user.type(screen.getByPlaceholderText('Section Title'), 'Traction');
    await user.type(screen.getByPlaceholderText('Description'), '1,200 traders in 6 months.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(shownTitles()).toEqual(['Title Slide', 'Problem', 'Solution', 'Traction']);
    expect(screen.getByRole('button', { name: 'Add Section' })).toHaveFocus();
    await waitFor(() => expect(server.titles()).toEqual(['Title Slide', 'Problem', 'Solution', 'Traction']));
    expect(server.deck().outline[3]!.id).toMatch(/^\d{13}$/);

    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.type(screen.getByPlaceholderText('Section Title'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(screen.getByPlaceholderText('Section Title')).toHaveValue('');
  });

  it('deletes a section at once and puts it back in its place on Undo', async () => {
    const server = serveDeck();
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Delete Problem' }));
    expect(shownTitles()).toEqual(['Title Slide', 'Solution']);
    expect(screen.getByRole('button', { name: 'Reorder Solution' })).toHaveFocus();
    await waitFor(() => expect(server.titles()).toEqual(['Title Slide', 'Solution']));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(shownTitles()).toEqual(['Title Slide', 'Problem', 'Solution']);
    await waitFor(() => expect(server.titles()).toEqual(['Title Slide', 'Problem', 'Solution']));
  });
});
