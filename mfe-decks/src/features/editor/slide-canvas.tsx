import { useMemo, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@kuza/ui';
import {
  SLIDE_TYPES,
  TEXT_FLOOR,
  layoutSlide,
  slidePageNumbers,
  splitSlide,
  tooFull,
  type DeckTheme,
  type SlideType,
  type Slide,
  type SlideTextField,
  type VisualKind,
} from '@kuza/contracts';
import { fontOf } from '../preview/deck-theme';
import { SlideView } from '../preview/slide-view';
import { writtenIn } from '../preview/line-direction';
import { newId } from './editor-state';
import { SlideFooter } from './slide-footer';
import { LAYOUT_WORDS } from '../../components/contract-words';
import { defineMessages, localeDirection, DEFAULT_LOCALE } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  tooFull: { id: 'decks.canvas.tooFull', defaultMessage: 'This slide is too full: split it or cut text' },
  position: { id: 'decks.canvas.position', defaultMessage: 'Slide {position} of {total}' },
  layout: { id: 'decks.canvas.layout', defaultMessage: 'Layout' },
  split: { id: 'decks.canvas.split', defaultMessage: 'Split into two slides' },
  continues: {
    id: 'decks.canvas.continues',
    defaultMessage:
      'Until then, the preview, the share link and the exports continue it on {count, plural, one {# more slide} other {# more slides}} titled ‘{title}’, with text at {size} pt.',
  },
  notes: { id: 'decks.canvas.notes', defaultMessage: 'Speaker notes' },
  notesPlaceholder: {
    id: 'decks.canvas.notesPlaceholder',
    defaultMessage: 'What you will say on this slide (only you see these)',
  },
});

export interface SlideCanvasProps {
  slide: Slide;
  position: number;
  total: number;
  theme?: DeckTheme;
  /** The deck's language: the slide's and its notes' direction (English when not given). */
  language?: string;
  /** The deck's name and slides, for the footer the exports print (its name, the page's 'n / N'). */
  deck?: { name: string; slides: Slide[] };
  onEditText: (field: SlideTextField) => void;
  onEditVisual: (kind: VisualKind) => void;
  onNotesChange: (notes: string) => void;
  onLayoutChange: (type: SlideType) => void;
  onSplit: (parts: [Slide, Slide]) => void;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  width: min(100%, 960px);
  margin: 0 auto;
`;

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Caption = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Continues = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notes = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  textarea {
    min-height: 96px;
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    resize: vertical;
  }
`;

const Warning = styled.div`
  position: absolute;
  left: 2%;
  right: 2%;
  bottom: 2%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
`;

const LayoutPicker = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    font: inherit;
    padding: ${({ theme }) => theme.spacing.xs};
  }
`;

/**
 * The selected slide, large, with click-to-edit text and visual, its layout, and its speaker
 * notes. A slide whose text does not fit at the floors says so on the slide and offers a split.
 */
export function SlideCanvas({
  slide,
  position,
  total,
  theme,
  language,
  deck,
  onEditText,
  onEditVisual,
  onNotesChange,
  onLayoutChange,
  onSplit,
}: SlideCanvasProps) {
  const { t } = useI18n();
  const font = fontOf(theme);
  const direction = localeDirection(language ?? DEFAULT_LOCALE);
  const pages = layoutSlide(slide, 0, font, direction);
  const full = tooFull(pages);
  const slides = deck?.slides;
  const numbers = useMemo(() => slides && slidePageNumbers(slides, font), [slides, font]);
  return (
    <Section aria-labelledby="slide-canvas-caption">
      <Caption id="slide-canvas-caption">{t(MESSAGES.position, { position, total })}</Caption>
      <LayoutPicker>
        {t(MESSAGES.layout)}
        <select value={slide.type} onChange={(event) => onLayoutChange(event.target.value as SlideType)}>
          {SLIDE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(LAYOUT_WORDS[type])}
            </option>
          ))}
        </select>
      </LayoutPicker>
      <Frame>
        <SlideView
          slide={slide}
          page={pages[0]}
          theme={theme}
          language={language}
          headingLevel={3}
          edit={{ onEditText, onEditVisual }}
        >
          {deck && numbers && (
            <SlideFooter name={deck.name} number={numbers[position - 1]} theme={theme} direction={direction} />
          )}
          {full && (
            <Warning role="status">
              <span>{t(MESSAGES.tooFull)}</span>
              <Button size="sm" variant="secondary" onClick={() => onSplit(splitSlide(slide, newId(), font)!)}>
                {t(MESSAGES.split)}
              </Button>
            </Warning>
          )}
        </SlideView>
      </Frame>
      {full && (
        <Continues>
          {t(MESSAGES.continues, { count: pages.length - 1, title: pages[1].title, size: TEXT_FLOOR.body })}
        </Continues>
      )}
      <Notes>
        {t(MESSAGES.notes)}
        <textarea
          value={slide.notes}
          maxLength={5000}
          placeholder={t(MESSAGES.notesPlaceholder)}
          // What the presenter says, in the deck's language and direction.
          {...writtenIn(language)}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onNotesChange(event.target.value)}
        />
      </Notes>
    </Section>
  );
}
