import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import type { SharedDeck, Slide } from '@kuza/contracts';
import { aDeck, api, renderPage, screenWidth } from '@kuza/testing';
import SharedDeckPage from '../../../pages/shared-deck-page';
import { DeckEditor } from '../../editor/deck-editor';
import { PreviewOverlay } from '../preview-overlay';

jest.setTimeout(60_000);

const titles = ['SokoFresh', 'Problem', 'Solution', 'Traction', 'Ask'];
const slides: Slide[] = titles.map((title, at) => ({
  id: `s${at}`,
  type: at === 0 ? 'title' : 'content',
  title,
  content: `What ${title} says`,
  bullets: [],
  notes: '',
}));

const shared: SharedDeck = {
  name: 'SokoFresh',
  language: 'en',
  theme: { id: 'midnight' },
  updatedAt: '2026-11-01T10:00:00.000Z',
  slides,
};

/** Every key Present mode turns slides with, as user-event types it, and where it goes from `at`. */
const KEYS: Record<string, (at: number, last: number) => number> = {
  '{ArrowRight}': (at) => at + 1,
  '{ArrowDown}': (at) => at + 1,
  '{PageDown}': (at) => at + 1,
  '[Space]': (at) => at + 1,
  '{ArrowLeft}': (at) => at - 1,
  '{ArrowUp}': (at) => at - 1,
  '{PageUp}': (at) => at - 1,
  '{Shift>}[Space]{/Shift}': (at) => at - 1,
  '{Home}': () => 0,
  '{End}': (_at, last) => last,
};

const presenting = () => screen.getByRole('dialog', { name: 'Preview' });
const shownIn = (root: HTMLElement) => within(root).getByText(/^\d+ \/ \d+$/).textContent;

async function openSharedDeck() {
  api.answerAll((call) =>
    call.path === '/share/deck/tok_123456789' ? { status: 200, body: shared } : { status: 404 },
  );
  const user = userEvent.setup();
  renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/tok_123456789' });
  await screen.findByRole('heading', { level: 1, name: 'SokoFresh' });
  return user;
}

/** A finger put down on `target`, moved by (dx, dy) and lifted. */
async function swipe(user: ReturnType<typeof userEvent.setup>, target: Element, dx: number, dy: number) {
  const from = { clientX: 400, clientY: 300 };
  const to = { clientX: 400 + dx, clientY: 300 + dy };
  await user.pointer([
    { keys: '[TouchA>]', target, coords: from },
    { pointerName: 'TouchA', target, coords: to },
    { keys: '[/TouchA]', target, coords: to },
  ]);
}

describe('Present mode', () => {
  beforeEach(() => screenWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('turns the presented slide on the shared deck while the slideshow behind it stays where it was', async () => {
    const user = await openSharedDeck();
    const behind = screen.getByRole('main');
    await user.keyboard('{ArrowRight}');
    expect(shownIn(behind)).toBe('2 / 5');
    await user.click(screen.getByRole('button', { name: 'Present' }));
    expect(shownIn(presenting())).toBe('2 / 5');
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}');
    expect(shownIn(presenting())).toBe('5 / 5');
    expect(within(presenting()).getByRole('heading', { name: 'Ask' })).toBeInTheDocument();
    expect(shownIn(behind)).toBe('2 / 5');
    await user.keyboard('{Home}');
    expect(shownIn(presenting())).toBe('1 / 5');
    expect(shownIn(behind)).toBe('2 / 5');
  });

  it('follows every presenting key, never past the first or the last slide, and shows where it is as n / N', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: titles.length - 1 }),
        fc.array(fc.constantFrom(...Object.keys(KEYS)), { minLength: 1, maxLength: 6 }),
        async (start, keys) => {
          const user = userEvent.setup();
          renderPage(<PreviewOverlay slides={slides} startIndex={start} onClose={jest.fn()} />);
          try {
            let at = start;
            const last = titles.length - 1;
            for (const key of keys) {
              await user.keyboard(key);
              at = Math.min(Math.max(KEYS[key](at, last), 0), last);
              expect(shownIn(presenting())).toBe(`${at + 1} / ${titles.length}`);
              expect(within(presenting()).getByText(`What ${titles[at]} says`)).toBeVisible();
            }
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('turns a slide on a sideways swipe of at least 50 px, left for the next and right for the previous', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -160, max: 160 }), fc.integer({ min: -120, max: 120 }), async (dx, dy) => {
        const user = userEvent.setup();
        renderPage(<PreviewOverlay slides={slides} startIndex={2} onClose={jest.fn()} />);
        try {
          await swipe(user, within(presenting()).getByText('What Solution says'), dx, dy);
          const turns = Math.abs(dx) >= 50 && Math.abs(dx) > Math.abs(dy);
          const at = turns ? (dx < 0 ? 3 : 1) : 2;
          expect(shownIn(presenting())).toBe(`${at + 1} / 5`);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 30 },
    );
  });

  it('swipes through the shared deck presented on a phone, stopping at the ends', async () => {
    const user = await openSharedDeck();
    await user.click(screen.getByRole('button', { name: 'Present' }));
    const stage = () => within(presenting()).getByRole('heading', { level: 2 });
    await swipe(user, stage(), -80, 10);
    await swipe(user, stage(), -60, 0);
    expect(shownIn(presenting())).toBe('3 / 5');
    await swipe(user, stage(), 120, -20);
    await swipe(user, stage(), 70, 0);
    await swipe(user, stage(), 70, 0);
    expect(shownIn(presenting())).toBe('1 / 5');
    expect(shownIn(screen.getByRole('main'))).toBe('1 / 5');
  });

  it('keeps Tab and Shift+Tab inside the presenting view', async () => {
    const user = await openSharedDeck();
    await user.click(screen.getByRole('button', { name: 'Present' }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('{Tab}', '{Shift>}{Tab}{/Shift}'), { maxLength: 8 }), async (keys) => {
        for (const key of keys) {
          await user.keyboard(key);
          expect(presenting()).toContainElement(document.activeElement as HTMLElement);
        }
      }),
      { numRuns: 15 },
    );
    await user.keyboard('{End}');
    const reached = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      reached.add(document.activeElement?.textContent ?? '');
    }
    expect([...reached].sort()).toEqual(['Exit preview', 'Previous']);
  });

  it('leaves on Escape and gives the focus back to the Present button on the shared deck', async () => {
    const user = await openSharedDeck();
    await user.click(screen.getByRole('button', { name: 'Present' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Present' })).toHaveFocus();
    expect(shownIn(screen.getByRole('main'))).toBe('3 / 5');
  });

  it('leaves on Escape and gives the focus back to Preview in the editor', async () => {
    api.answerAll(() => ({ status: 404 }));
    const user = userEvent.setup();
    renderPage(<DeckEditor deck={aDeck({ id: 'd1', slides })} onReload={jest.fn()} />, { path: '/pitch-deck-editor' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.keyboard('[Space][Space]{End}{Shift>}[Space]{/Shift}');
    expect(shownIn(presenting())).toBe('4 / 5');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Slide \d+:/, current: true })).toHaveAccessibleName(
      'Slide 4: Traction',
    );
  });
});
