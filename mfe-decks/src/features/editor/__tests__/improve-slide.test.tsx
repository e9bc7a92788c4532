import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slide } from '@kuza/contracts';
import { aDeck, api, renderPage, type ApiReply } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

jest.setTimeout(20_000);

const STALE = 'The speaker notes were written before the last edit of this slide.';
const importedSlides = (): Slide[] =>
  someSlides().map((slide, index) =>
    index === 1
      ? { ...slide, content: '', bullets: ['Farmers lose 40% of harvests', 'No cold chain'], notes: 'Pause here.' }
      : slide,
  );
const improved: Slide = {
  ...importedSlides()[1]!,
  content: 'Farmers lose 40% of harvests.',
  bullets: ['No cold chain reaches them'],
};

function open(imported: boolean, improve: () => ApiReply = () => ({ status: 200, body: improved })) {
  const deck = aDeck({
    id: 'd1',
    slides: importedSlides(),
    version: 2,
    inputs: imported ? { importSource: { kind: 'file', name: 'pitch.pptx' } } : {},
  });
  api.answerAll((call) => {
    if (call.path.endsWith('/improve')) return improve();
    if (call.method === 'PUT') return { status: 200, body: { ...deck, version: 3 } };
    return { status: 404, body: { error: 'Not found' } };
  });
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
}

const canvas = () => within(screen.getByRole('region', { name: /^Slide \d+ of \d+$/ }));

describe('Improve with AI on an imported slide', () => {
  it('writes the slide again, keeps its notes (now flagged as written before), and Undo takes it back', async () => {
    open(true);
    await userEvent.click(screen.getByRole('button', { name: /^Slide 2:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));

    expect(await canvas().findByText('No cold chain reaches them')).toBeInTheDocument();
    expect(screen.getByText('"Problem" was written again from your facts. Undo takes it back.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue('Pause here.');
    expect(screen.getByText(STALE)).toBeInTheDocument();
    expect(api.sent('POST', '/decks/d1/slides/b/improve')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(canvas().queryByText('No cold chain reaches them')).toBeNull();
    expect(canvas().getByText('Farmers lose 40% of harvests')).toBeInTheDocument();
  });

  it("shows the server's error and keeps the slide", async () => {
    open(true, () => ({ status: 502, body: { error: 'The AI service is busy. Try again in a minute.' } }));
    await userEvent.click(screen.getByRole('button', { name: /^Slide 2:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service is busy. Try again in a minute.');
    expect(canvas().getByText('Farmers lose 40% of harvests')).toBeInTheDocument();
  });

  it('is offered only on imported decks', () => {
    open(false);

    expect(screen.queryByRole('button', { name: 'Improve with AI' })).toBeNull();
  });
});
