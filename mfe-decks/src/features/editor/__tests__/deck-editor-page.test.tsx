import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDeck, api, renderPage } from '@kuza/testing';
import DeckEditorPage from '../../../pages/deck-editor-page';
import { someSlides } from './slides';

jest.setTimeout(20_000);

const open = (at: string) => renderPage(<DeckEditorPage />, { path: '/pitch-deck-editor', at });

describe('the deck editor page', () => {
  it('loads the deck named in ?deck= and edits it in the editor frame', async () => {
    api.answerAll((call) =>
      call.path === '/decks/d1'
        ? { status: 200, body: aDeck({ id: 'd1', slides: someSlides(), template: '' }) }
        : { status: 404 },
    );
    open('/pitch-deck-editor?deck=d1');
    expect(await screen.findByRole('button', { name: 'Slide 1: SokoFresh' })).toBeInTheDocument();
    expect(screen.queryByText('Custom Template')).not.toBeInTheDocument();
  });

  it('says so, with a way back, when the deck does not exist', async () => {
    api.answerAll(() => ({ status: 404, body: { error: 'Deck not found' } }));
    open('/pitch-deck-editor?deck=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deck not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch Deck Editor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
    await userEvent.click(screen.getByRole('link', { name: 'Go to Pitch Decks' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pitch-decks');
  });

  it('asks for a deck when the address names none', () => {
    api.answerAll(() => ({ status: 404 }));
    open('/pitch-deck-editor');
    expect(screen.getByRole('alert')).toHaveTextContent('No deck was chosen');
    expect(screen.getByRole('link', { name: 'Go to Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
  });

  it('offers Try again when the API cannot be reached', async () => {
    let fail = true;
    api.answerAll((call) =>
      fail
        ? { networkError: true }
        : call.path === '/decks/d1'
          ? { status: 200, body: aDeck({ id: 'd1', slides: someSlides() }) }
          : { status: 404 },
    );
    open('/pitch-deck-editor?deck=d1');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Slide 1: SokoFresh' })).toBeInTheDocument();
  });
});
