import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { layoutDeck, type SharedDeck } from '@kuza/contracts';
import { Watermark } from '@kuza/app';
import { Button, theme as ui, useMediaQuery } from '@kuza/ui';
import { NoSlides, SharedDeckFrame, SlidesAsText } from '@kuza/ui/shared-deck';
import { fontOf } from '../preview/deck-theme';
import { PreviewOverlay } from '../preview/preview-overlay';
import { Slideshow } from '../preview/slideshow';
import { defineMessages, localeDirection } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  text: { id: 'decks.shared.view.text', defaultMessage: 'Text' },
  slides: { id: 'decks.shared.view.slides', defaultMessage: 'Slides' },
  view: { id: 'decks.shared.view', defaultMessage: 'View' },
  present: { id: 'decks.shared.present', defaultMessage: 'Present' },
});

const Views = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The two ways to read a shared deck, in the order of their buttons. */
const VIEWS = ['text', 'slides'] as const;

export interface SharedDeckReaderProps {
  /** The deck as its link shows it; its language (English when the answer has none) sets its slides' direction. */
  deck: SharedDeck;
  /** More buttons beside the views (a link's Download PDF). */
  extra?: ReactNode;
  /** The slide the viewer is on, as it changes (a link's activity reports). */
  onSlide?: (index: number) => void;
  /** A link's watermark, drawn over every slide. */
  watermark?: string;
}

/** The slide of the text view nearest the top third of the window. */
function slideInView(): number {
  // Found by its place, not its name: the list's name is said in the page's language.
  const items = document.querySelectorAll('[data-slides-as-text] > * > li');
  let shown = 0;
  items.forEach((item, index) => {
    if (item.getBoundingClientRect().top <= window.innerHeight / 3) shown = index;
  });
  return shown;
}

/** A shared deck, read as slides or as text, and presented full screen. */
export function SharedDeckReader({ deck, extra, onSlide, watermark }: SharedDeckReaderProps) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [presenting, setPresenting] = useState(false);
  // A phone reads the slides as text by default; the picture of each slide is one tap away.
  const phone = useMediaQuery(ui.media.mobile);
  const [chosen, setChosen] = useState<(typeof VIEWS)[number]>();
  const view = chosen ?? (phone ? 'text' : 'slides');
  const pages = useMemo(() => layoutDeck(deck.slides, fontOf(deck.theme), localeDirection(deck.language)), [deck]);
  const slide = pages[index]?.index ?? 0;
  const { language } = deck;

  useEffect(() => {
    // While presenting, the presenting view says which slide is shown.
    if (!onSlide || presenting) return;
    if (view === 'slides') return onSlide(slide);
    const onScroll = () => onSlide(slideInView());
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [onSlide, view, slide, presenting]);

  const actions = (deck.slides.length > 0 || extra) && (
    <Views role="group" aria-label={t(MESSAGES.view)}>
      {deck.slides.length > 0 && (
        <>
          {VIEWS.map((value) => (
            <Button
              key={value}
              variant={view === value ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === value}
              onClick={() => setChosen(value)}
            >
              {t(MESSAGES[value])}
            </Button>
          ))}
          <Button variant="secondary" size="sm" onClick={() => setPresenting(true)}>
            {t(MESSAGES.present)}
          </Button>
        </>
      )}
      {extra}
    </Views>
  );
  return (
    <>
      <SharedDeckFrame name={deck.name} actions={actions}>
        <Watermark text={watermark}>
          {!deck.slides.length ? (
            <NoSlides />
          ) : view === 'text' ? (
            <div data-slides-as-text>
              <SlidesAsText slides={deck.slides} theme={deck.theme} language={language} />
            </div>
          ) : (
            <Slideshow pages={pages} theme={deck.theme} language={language} index={index} onIndexChange={setIndex} />
          )}
        </Watermark>
      </SharedDeckFrame>
      {presenting && (
        <PreviewOverlay
          slides={deck.slides}
          theme={deck.theme}
          language={language}
          startIndex={slide}
          onSlide={onSlide}
          onClose={(last) => {
            setPresenting(false);
            setIndex(
              Math.max(
                0,
                pages.findIndex((page) => page.index === last),
              ),
            );
          }}
        />
      )}
    </>
  );
}
