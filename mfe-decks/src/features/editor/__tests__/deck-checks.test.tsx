import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFactSheet, notesSourceOf, type FactSheet, type Slide, type UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, renderPage } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

const FACTS: FactSheet = {
  ...emptyFactSheet(),
  company: { text: 'SokoFresh', source: 'typed' },
  solution: { text: 'Solar cold rooms, paid per crate.', source: 'typed' },
  customers: [{ value: 1200, unit: 'farmers', figure: '1,200', source: 'typed' }],
};

function open(slides: Slide[] = someSlides()) {
  const deck = aDeck({ id: 'd1', slides, facts: FACTS, version: 3 });
  api.answerAll((call) =>
    call.method === 'PUT'
      ? { status: 200, body: deckAfterSave(deck, call.body as UpdateDeckInput)! }
      : { status: 404, body: { error: 'Not found' } },
  );
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
}

jest.setTimeout(20_000);

describe('the deck checks under the slide', () => {
  it('lists each slide without its fact with the question that gets it, and goes to that slide', async () => {
    open();
    const missing = screen.getByRole('region', { name: 'Missing facts' });

    expect(missing).toHaveTextContent(
      'Problem: No problem yet: what goes wrong for your customers today, and what does it cost them?',
    );
    expect(missing).not.toHaveTextContent('Solution:');
    await userEvent.click(within(missing).getByRole('button', { name: 'Go to Problem' }));
    expect(screen.getByRole('heading', { name: 'Slide 2 of 3' })).toBeInTheDocument();
  });

  it('checks a figure as it is typed against the facts, and clears once it agrees', async () => {
    open();
    const check = screen.getByRole('region', { name: 'Check' });
    expect(check).toHaveTextContent('The slides agree with the facts and with each other.');

    const notes = screen.getByRole('textbox', { name: 'Speaker notes' });
    await userEvent.type(notes, 'We work with 200 farmers.');
    expect(check).toHaveTextContent('"SokoFresh" says 200 farmers; the facts say 1,200 farmers.');

    await userEvent.clear(notes);
    await userEvent.type(notes, 'We work with 1,200 farmers.');
    expect(check).toHaveTextContent('The slides agree with the facts and with each other.');
  });
});

describe('speaker notes after an edit', () => {
  const withNotes = (first: Partial<Slide>) => {
    const [cover, ...rest] = someSlides();
    return [{ ...cover, notes: 'Open with the cold room.', ...first } as Slide, ...rest];
  };

  it('flags the notes once the slide text changes, and Refresh notes writes them from the slide as it is now', async () => {
    open(withNotes({}));
    expect(screen.queryByText('The speaker notes were written before the last edit of this slide.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Edit title/ }));
    const dialog = screen.getByRole('dialog', { name: 'Text Editor' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'SokoFresh Kenya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('The speaker notes were written before the last edit of this slide.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh notes' }));
    expect(screen.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(
      'Fresh produce, delivered. Then invite questions on this slide.',
    );
    expect(screen.queryByText('The speaker notes were written before the last edit of this slide.')).toBeNull();
  });

  it('opens flagged when the saved notes were written from an earlier text of the slide', () => {
    open(withNotes({ notesFrom: notesSourceOf({ title: 'SokoFresh Ltd', content: 'Fresh produce', bullets: [] }) }));

    expect(screen.getByText('The speaker notes were written before the last edit of this slide.')).toBeInTheDocument();
  });

  it('does not flag notes written from the text the slide has', () => {
    const [cover] = someSlides();
    open(withNotes({ notesFrom: notesSourceOf(cover) }));

    expect(screen.queryByText('The speaker notes were written before the last edit of this slide.')).toBeNull();
  });
});
