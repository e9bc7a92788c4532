import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GenerationStatus } from '@kuza/contracts';
import { api, renderPage } from '@kuza/testing';
import DeckGeneratingPage from '../../pages/deck-generating-page';

jest.setTimeout(15_000);

/** The API's answers to GET /decks/d1/generation, one per poll; the last one repeats. */
function serveProgress(
  steps: GenerationStatus[],
  generate: GenerationStatus = { state: 'running', done: 0, total: 3 },
) {
  let poll = 0;
  api.answerAll((call) => {
    if (!call.path.startsWith('/decks/d1')) return { status: 404, body: { error: 'Deck not found' } };
    if (call.method === 'POST') return { status: 202, body: generate };
    return { status: 200, body: steps[Math.min(poll++, steps.length - 1)] };
  });
}

/** A stand-in for the browser's EventSource: the test sends what the API would push. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  push(status: GenerationStatus) {
    act(() => {
      this.onopen?.();
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(status) }));
    });
  }
  close() {
    this.closed = true;
  }
}

const openAt = (at: string) => renderPage(<DeckGeneratingPage />, { path: '/pitch-deck-generating', at });

describe('the generating screen', () => {
  it('shows the real progress of each slide, then opens the editor when the deck is done', async () => {
    serveProgress([
      { state: 'running', done: 0, total: 3 },
      { state: 'running', done: 2, total: 3, current: 'Solution' },
      { state: 'done', done: 3, total: 3 },
    ]);
    openAt('/pitch-deck-generating?deck=d1');
    expect(screen.getByRole('heading', { level: 1, name: 'Generating Your Pitch Deck...' })).toBeInTheDocument();
    expect(await screen.findByText(/usually takes just a few seconds/)).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Generation progress' });
    expect(await screen.findByText('Writing “Solution” (2 of 3)')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuetext', 'Slide 2 of 3');
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent(
      '/pitch-deck-editor?deck=d1',
    );
    expect(api.sent('GET', '/decks/d1/generation').length).toBe(3);
  });

  it('follows the progress the API pushes, without asking again while the stream is open', async () => {
    serveProgress([{ state: 'running', done: 0, total: 3 }]);
    Object.assign(globalThis, { EventSource: FakeEventSource });
    try {
      openAt('/pitch-deck-generating?deck=d1');
      await screen.findByRole('progressbar', { name: 'Generation progress' });
      const [stream] = FakeEventSource.opened;
      expect(stream?.url).toBe('http://localhost:4000/decks/d1/generation/stream');
      expect(stream?.init).toEqual({ withCredentials: true });
      stream!.push({ state: 'running', done: 2, total: 3, current: 'Solution' });
      expect(await screen.findByText('Writing “Solution” (2 of 3)')).toBeInTheDocument();
      const asked = api.sent('GET', '/decks/d1/generation').length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(api.sent('GET', '/decks/d1/generation')).toHaveLength(asked);
      stream!.push({ state: 'done', done: 3, total: 3 });
      expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-editor?deck=d1');
      expect(stream!.closed).toBe(true);
    } finally {
      Reflect.deleteProperty(globalThis, 'EventSource');
      FakeEventSource.opened = [];
    }
  });

  it('explains a failure and starts again on Retry', async () => {
    serveProgress([
      { state: 'failed', done: 0, total: 3, error: 'The AI service is busy. Try again.' },
      { state: 'running', done: 1, total: 3, current: 'Problem' },
    ]);
    openAt('/pitch-deck-generating?deck=d1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service is busy. Try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Writing “Problem” (1 of 3)')).toBeInTheDocument();
    expect(api.sent('POST', '/decks/d1/generate')).toHaveLength(1);
  });

  it('says so, with a link to the list, for a missing or unknown deck', async () => {
    serveProgress([]);
    const view = openAt('/pitch-deck-generating');
    expect(screen.getByRole('alert')).toHaveTextContent('No pitch deck chosen');
    view.unmount();
    openAt('/pitch-deck-generating?deck=zzz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pitch deck not found');
    expect(screen.getByRole('link', { name: 'Go to Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
  });
});
