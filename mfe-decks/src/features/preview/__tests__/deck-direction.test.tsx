import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import type { Box, PlacedLine } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { renderPage } from '@kuza/testing';
import { SharedDeckReader } from '../../share/shared-deck-reader';
import { linesInDirection } from '../line-direction';
import { PreviewOverlay } from '../preview-overlay';
import { SlideView } from '../slide-view';
import { ARABIC, arabicSlides as slides, drawnSlides, sharedDeck } from './arabic-deck';

jest.setTimeout(20_000);

afterEach(async () => {
  await i18n.setLocale('en');
});

describe('a deck runs in its own language’s direction, whatever the page’s', () => {
  it('draws an Arabic deck right to left on an English page', () => {
    renderPage(<SharedDeckReader deck={sharedDeck(ARABIC)} />);
    const [slide] = drawnSlides();
    expect(slide).toHaveAttribute('dir', 'rtl');
    expect(slide).toHaveAttribute('lang', 'ar');
  });

  it('draws an Arabic deck’s letters in the face its files use, its Latin names and figures in the theme’s font', () => {
    renderPage(
      <>
        <SharedDeckReader deck={sharedDeck(ARABIC)} />
        <SharedDeckReader deck={sharedDeck('en')} />
      </>,
    );
    const [arabic, english] = drawnSlides().map((slide) => slide.querySelector<HTMLElement>('[data-block]')!);
    expect(arabic.style.fontFamily).toMatch(/^["']IBM Plex Sans Arabic["'], /);
    expect(arabic.style.fontFamily.replace(/^["']IBM Plex Sans Arabic["'], /, '')).toBe(english.style.fontFamily);
    expect(english.style.fontFamily).not.toContain('Arabic');
  });

  it('runs an Arabic table’s cells right to left, its first column at the right where the engine put it', () => {
    const rows = [
      ['البديل', 'السعر'],
      ['SokoFresh', '60%'],
    ];
    renderPage(<SlideView slide={{ ...slides[1], type: 'table', table: { rows } }} language={ARABIC} />);
    const table = screen.getByRole('table');
    // The table is drawn in the engine's column order (the engine mirrors a right-to-left page), so the first
    // column is the rightmost.
    expect(getComputedStyle(table).direction).toBe('ltr');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['60%', 'SokoFresh']);
    [...within(table).getAllByRole('columnheader'), ...cells].forEach((cell) =>
      expect(cell).toHaveAttribute('dir', 'rtl'),
    );
  });

  it('keeps an English deck left to right on an Arabic page', async () => {
    await i18n.setLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    renderPage(<SharedDeckReader deck={sharedDeck('en')} />);
    const [slide] = drawnSlides();
    expect(slide).toHaveAttribute('dir', 'ltr');
    expect(slide).toHaveAttribute('lang', 'en');
  });
});

describe('the slides turn the way the deck reads', () => {
  it.each([
    { name: 'Arabic', language: ARABIC, forward: 'ArrowLeft', back: 'ArrowRight' },
    { name: 'English', language: 'en' as const, forward: 'ArrowRight', back: 'ArrowLeft' },
  ])('in the share view of an $name deck, $forward is next and $back is back', async ({ language, forward, back }) => {
    renderPage(<SharedDeckReader deck={sharedDeck(language)} />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard(`{${forward}}`);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard(`{${forward}}`);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard(`{${back}}`);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it.each([
    { name: 'Arabic', language: ARABIC, forward: 'ArrowLeft' },
    { name: 'English', language: 'en' as const, forward: 'ArrowRight' },
  ])('in the presenter of an $name deck, $forward is next', async ({ language, forward }) => {
    renderPage(<PreviewOverlay slides={slides} language={language} startIndex={0} onClose={jest.fn()} />);
    const presenter = screen.getByRole('dialog', { name: 'Preview' });
    await userEvent.keyboard(`{${forward}}`);
    expect(within(presenter).getByText('2 / 3')).toBeInTheDocument();
    expect(drawnSlides(presenter)[0]).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
  });

  // (An English deck's swipes are present-mode.test.tsx's.)
  it('in the share view of an Arabic deck, a swipe to the right goes to the next slide', async () => {
    const user = userEvent.setup();
    renderPage(<SharedDeckReader deck={sharedDeck(ARABIC)} />);
    const stage = drawnSlides()[0];
    const swipe = (dx: number) =>
      user.pointer([
        { keys: '[TouchA>]', target: stage, coords: { clientX: 400, clientY: 300 } },
        { pointerName: 'TouchA', target: stage, coords: { clientX: 400 + dx, clientY: 300 } },
        { keys: '[/TouchA]', target: stage, coords: { clientX: 400 + dx, clientY: 300 } },
      ]);
    await swipe(80);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await swipe(-80);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('puts Next on the left and fills the progress from the right in an Arabic deck, on an English page', () => {
    renderPage(<PreviewOverlay slides={slides} language={ARABIC} startIndex={1} onClose={jest.fn()} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.parentElement).toHaveAttribute('dir', 'rtl');
    const progress = screen.getByRole('progressbar', { name: 'Slides seen' });
    expect(progress).toHaveAttribute('aria-valuetext', '2 / 3');
    expect(progress.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('right to left, a start-aligned line is mirrored inside its box and the box stays put', () => {
  const box = fc
    .record({
      x: fc.double({ min: 0, max: 8, noNaN: true }),
      y: fc.double({ min: 0, max: 4, noNaN: true }),
      w: fc.double({ min: 0.5, max: 8, noNaN: true }),
    })
    .map((b): Box => ({ ...b, h: 1 }));
  const lineIn = (b: Box) =>
    fc
      .record({
        indent: fc.double({ min: 0, max: 0.4, noNaN: true }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
        bullet: fc.boolean(),
      })
      .map(({ indent: bulletIndent, share, align, bullet }) => {
        // As the engine places them: only a bullet is indented.
        const indent = bullet ? bulletIndent : 0;
        const room = b.w - indent;
        const w = room * share;
        const offset = align === 'center' ? (room - w) / 2 : align === 'right' ? room - w : 0;
        const line: PlacedLine = {
          text: 'سطر',
          x: b.x + indent + offset,
          y: b.y,
          w,
          h: 0.3,
          size: 18,
          baseline: 0.2,
          paragraph: 0,
          ...(bullet ? { bulletX: b.x } : {}),
        };
        return { line, align, indent };
      });

  it('a start-aligned line ends at the right edge less its indent, its bullet at the edge; others stay put', () => {
    fc.assert(
      fc.property(
        box.chain((b) => fc.tuple(fc.constant(b), lineIn(b))),
        ([b, { line, align, indent }]) => {
          const element = { box: b, align };
          const [mirrored] = linesInDirection([line], element, 'rtl');
          const near = (a: number, e: number) => Math.abs(a - e) < 1e-9;
          expect(mirrored.x).toBeGreaterThanOrEqual(b.x - 1e-9);
          expect(mirrored.x + mirrored.w).toBeLessThanOrEqual(b.x + b.w + 1e-9);
          expect(mirrored.w).toBe(line.w);
          if (align === 'left') {
            expect(near(mirrored.x + mirrored.w, b.x + b.w - indent)).toBe(true);
            if (line.bulletX !== undefined) expect(near(mirrored.bulletX!, b.x + b.w)).toBe(true);
          } else {
            expect(mirrored).toBe(line);
          }
          expect(linesInDirection([line], element, 'ltr')[0]).toBe(line);
        },
      ),
    );
  });
});
