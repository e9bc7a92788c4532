import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DeckTheme, SlidePage } from '@kuza/contracts';
import { Button } from '@kuza/ui';
import { SlideView } from './slide-view';

export interface SlideshowProps {
  /** The deck's pages (`layoutDeck`): its slides and their '(cont.)' continuations, as the exports have them. */
  pages: SlidePage[];
  theme?: DeckTheme;
  index: number;
  onIndexChange: (index: number) => void;
  headingLevel?: 2 | 3;
  /** Light text on a dark stage (the full-screen preview) or the page's own colours. */
  tone?: 'dark' | 'light';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
`;

const Stage = styled.div`
  width: min(100%, calc((100vh - 140px) * 16 / 9));
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Controls = styled.div<{ $tone: 'dark' | 'light' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? '#F8FAFC' : theme.colors.text)};
`;

const Position = styled.p`
  min-width: 5ch;
  margin: 0;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Slides one at a time with Previous / Next (disabled at the ends), an 'n / total' indicator and
 * the arrow keys (also PageUp/PageDown, Home/End) anywhere on the page while it is shown.
 */
export function Slideshow({ pages, theme, index, onIndexChange, headingLevel = 2, tone = 'light' }: SlideshowProps) {
  const last = pages.length - 1;
  const current = Math.min(Math.max(index, 0), Math.max(last, 0));
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ current, last, onIndexChange });
  latest.current = { current, last, onIndexChange };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const { current: at, last: end, onIndexChange: go } = latest.current;
      const target = {
        ArrowRight: at + 1,
        ArrowDown: at + 1,
        PageDown: at + 1,
        ArrowLeft: at - 1,
        ArrowUp: at - 1,
        PageUp: at - 1,
        Home: 0,
        End: end,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      go(Math.min(Math.max(target, 0), end));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A clicked button that becomes disabled at an end would drop the focus; hand it to the other one.
  const handOff = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    handOff.current?.focus();
    handOff.current = null;
  }, [current]);
  const go = (to: number) => {
    if (to === 0) handOff.current = nextRef.current;
    if (to === last) handOff.current = prevRef.current;
    onIndexChange(to);
  };

  const page = pages[current];
  if (!page) return null;
  return (
    <Root>
      <Stage>
        <SlideView slide={page.slide} page={page} theme={theme} headingLevel={headingLevel} />
      </Stage>
      <Controls $tone={tone}>
        <Button ref={prevRef} variant="secondary" disabled={current === 0} onClick={() => go(current - 1)}>
          Previous
        </Button>
        <Position aria-live="polite" aria-atomic="true">
          {current + 1} / {pages.length}
        </Position>
        <Button ref={nextRef} variant="secondary" disabled={current === last} onClick={() => go(current + 1)}>
          Next
        </Button>
      </Controls>
    </Root>
  );
}
