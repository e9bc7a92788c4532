import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@kuza/ui';
import {
  SLIDE_KINDS,
  SLIDE_TYPES,
  TEXT_FLOOR,
  layoutSlide,
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
import { newId } from './editor-state';

/** What the editor says on a slide whose text does not fit at the floors. */
export const TOO_FULL_MESSAGE = 'This slide is too full: split it or cut text';

export interface SlideCanvasProps {
  slide: Slide;
  position: number;
  total: number;
  theme?: DeckTheme;
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
  onEditText,
  onEditVisual,
  onNotesChange,
  onLayoutChange,
  onSplit,
}: SlideCanvasProps) {
  const font = fontOf(theme);
  const pages = layoutSlide(slide, 0, font);
  const full = tooFull(pages);
  return (
    <Section aria-labelledby="slide-canvas-caption">
      <Caption id="slide-canvas-caption">
        Slide {position} of {total}
      </Caption>
      <LayoutPicker>
        Layout
        <select value={slide.type} onChange={(event) => onLayoutChange(event.target.value as SlideType)}>
          {SLIDE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SLIDE_KINDS[type].label}
            </option>
          ))}
        </select>
      </LayoutPicker>
      <Frame>
        <SlideView slide={slide} page={pages[0]} theme={theme} headingLevel={3} edit={{ onEditText, onEditVisual }}>
          {full && (
            <Warning role="status">
              <span>{TOO_FULL_MESSAGE}</span>
              <Button size="sm" variant="secondary" onClick={() => onSplit(splitSlide(slide, newId(), font)!)}>
                Split into two slides
              </Button>
            </Warning>
          )}
        </SlideView>
      </Frame>
      {full && (
        <Continues>
          Until then, the preview, the share link and the exports continue it on {pages.length - 1} more slide
          {pages.length === 2 ? '' : 's'} titled &lsquo;{pages[1].title}&rsquo;, with text at {TEXT_FLOOR.body} pt.
        </Continues>
      )}
      <Notes>
        Speaker notes
        <textarea
          value={slide.notes}
          maxLength={5000}
          placeholder="What you will say on this slide (only you see these)"
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onNotesChange(event.target.value)}
        />
      </Notes>
    </Section>
  );
}
