import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { pageNumber, type DeckTheme, type SlidePage } from '@kuza/contracts';
import { Button, ProgressBar } from '@kuza/ui';
import { SlideView } from './slide-view';
import { useSlideNavigation } from './use-slide-navigation';
import { DEFAULT_LOCALE, defineMessages, localeDirection } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  previous: { id: 'decks.slideshow.previous', defaultMessage: 'Previous' },
  next: { id: 'decks.slideshow.next', defaultMessage: 'Next' },
  progress: { id: 'decks.slideshow.progress', defaultMessage: 'Slides seen' },
});

export interface SlideshowProps {
  /** The deck's pages (`layoutDeck`): its slides and their '(cont.)' continuations, as the exports have them. */
  pages: SlidePage[];
  theme?: DeckTheme;
  /**
   * The deck's language (English when not given). Right to left, the slides turn that way: Next is on the left,
   * ArrowLeft and a swipe to the right go forward, the progress fills from the right.
   */
  language?: string;
  index: number;
  onIndexChange: (index: number) => void;
  headingLevel?: 2 | 3;
  /** Light text on a dark stage (the full-screen preview) or the page's own colours. */
  tone?: 'dark' | 'light';
  /** The presenting view: Space and Shift+Space turn slides as well. */
  present?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  /* The browser keeps vertical scrolling and zoom; a sideways move reaches the swipe handler. */
  touch-action: pan-y pinch-zoom;
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

const Progress = styled.div`
  width: min(100%, 320px);
`;

const Position = styled.p`
  min-width: 5ch;
  margin: 0;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/**
 * Slides one at a time with Previous / Next (disabled at the ends), an 'n / total' indicator, the
 * keys and swipes of `useSlideNavigation` (Space too where `present`).
 */
export function Slideshow(props: SlideshowProps) {
  const { t } = useI18n();
  const { pages, theme, language = DEFAULT_LOCALE, index, onIndexChange, headingLevel = 2 } = props;
  const { tone = 'light', present = false } = props;
  const direction = localeDirection(language);
  const last = pages.length - 1;
  const current = Math.min(Math.max(index, 0), Math.max(last, 0));
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipe = useSlideNavigation({ current, last, onIndexChange, scope: rootRef, space: present, direction });

  // A button that becomes disabled at an end (clicked, or focused while a key or swipe turned the
  // slide) would drop the focus out of the slideshow; hand it to the other one.
  const handOff = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (current === 0 && focused === prevRef.current) handOff.current = nextRef.current;
    if (current === last && focused === nextRef.current) handOff.current = prevRef.current;
    handOff.current?.focus();
    handOff.current = null;
  }, [current, last]);
  const go = (to: number) => {
    if (to === 0) handOff.current = nextRef.current;
    if (to === last) handOff.current = prevRef.current;
    onIndexChange(to);
  };

  const page = pages[current];
  if (!page) return null;
  return (
    <Root ref={rootRef} {...swipe}>
      <Stage>
        <SlideView slide={page.slide} page={page} theme={theme} language={language} headingLevel={headingLevel} />
      </Stage>
      <Controls $tone={tone} dir={direction}>
        <Button ref={prevRef} variant="secondary" disabled={current === 0} onClick={() => go(current - 1)}>
          {t(MESSAGES.previous)}
        </Button>
        <Position aria-live="polite" aria-atomic="true">
          {pageNumber(current + 1, pages.length)}
        </Position>
        <Button ref={nextRef} variant="secondary" disabled={current === last} onClick={() => go(current + 1)}>
          {t(MESSAGES.next)}
        </Button>
      </Controls>
      <Progress dir={direction}>
        <ProgressBar
          aria-label={t(MESSAGES.progress)}
          value={((current + 1) / pages.length) * 100}
          valueText={pageNumber(current + 1, pages.length)}
        />
      </Progress>
    </Root>
  );
}
