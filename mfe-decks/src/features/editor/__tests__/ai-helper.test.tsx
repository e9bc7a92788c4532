import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDeck, api, renderPage, type ApiCall, type ApiReply } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

jest.setTimeout(20_000);

const deck = aDeck({ id: 'd1', slides: someSlides(), version: 2 });
const rewritten = { ...someSlides()[0], id: 'a', title: 'SokoFresh: cold chain for smallholders' };

function open(rewrite: (call: ApiCall) => ApiReply | Promise<ApiReply>) {
  api.answerAll((call) => {
    if (call.path.endsWith('/rewrite')) return rewrite(call);
    if (call.method === 'PUT') return { status: 200, body: { ...deck, version: 3 } };
    return { status: 404, body: { error: 'Not found' } };
  });
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
  return api;
}

const current = () => screen.getByRole('button', { name: /^Slide \d+:/, current: true });

describe('the AI Helper', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps Help Me disabled while the prompt is blank and while it works, then replaces the slide', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    const api = open(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Helper' });
    const help = within(dialog).getByRole('button', { name: 'Help Me' });
    expect(help).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('What should change?'), '   ');
    expect(help).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('What should change?'), 'Mention the cold chain');
    expect(help).toBeEnabled();
    await userEvent.click(help);
    expect(await within(dialog).findByRole('button', { name: /Help Me/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Help Me/ })).toHaveAttribute('aria-busy', 'true');
    act(() => answer({ status: 200, body: rewritten }));
    expect(
      await screen.findByRole('button', { name: 'Slide 1: SokoFresh: cold chain for smallholders' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST', '/decks/d1/slides/a/rewrite')[0].body).toEqual({ prompt: 'Mention the cold chain' });

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
  });

  it('saves unsaved changes first, so the AI rewrites the slide as the founder sees it', async () => {
    const api = open(() => ({ status: 200, body: rewritten }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
    await userEvent.type(screen.getByLabelText('What should change?'), 'Shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Help Me' }));
    await screen.findByRole('button', { name: 'Slide 2: SokoFresh: cold chain for smallholders' });
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('PUT /decks/d1')).toBeLessThan(order.findIndex((line) => line.endsWith('/rewrite')));
  });

  it("shows the server's error and keeps the slide", async () => {
    open(() => ({ status: 502, body: { error: 'The AI service is busy. Try again in a minute.' } }));
    await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
    await userEvent.type(screen.getByLabelText('What should change?'), 'Punchier');
    await userEvent.click(screen.getByRole('button', { name: 'Help Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service is busy. Try again in a minute.');
    expect(screen.getByRole('button', { name: 'Help Me' })).toBeEnabled();
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
  });
});
