import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  TEXT_FLOOR,
  layoutSlide,
  type DeckTheme,
  type Slide,
  type SlideTextField,
  type VisualKind,
} from '@kuza/contracts';
import { fontOf } from '../preview/deck-theme';
import { SlideView } from '../preview/slide-view';

export interface SlideCanvasProps {
  slide: Slide;
  position: number;
  total: number;
  theme?: DeckTheme;
  onEditText: (field: SlideTextField) => void;
  onEditVisual: (kind: VisualKind) => void;
  onNotesChange: (notes: string) => void;
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

/** The selected slide, large, with click-to-edit text and visual, and its speaker notes. */
export function SlideCanvas({
  slide,
  position,
  total,
  theme,
  onEditText,
  onEditVisual,
  onNotesChange,
}: SlideCanvasProps) {
  // Text that does not fit at the smallest size continues on '(cont.)' slides in the preview and exports.
  const pages = layoutSlide(slide, 0, fontOf(theme));
  const more = pages.length - 1;
  return (
    <Section aria-labelledby="slide-canvas-caption">
      <Caption id="slide-canvas-caption">
        Slide {position} of {total}
      </Caption>
      <Frame>
        <SlideView slide={slide} page={pages[0]} theme={theme} headingLevel={3} edit={{ onEditText, onEditVisual }} />
      </Frame>
      {more > 0 && (
        <Continues>
          This slide&apos;s text does not fit at {TEXT_FLOOR.body} pt, so it continues on {more} more slide
          {more === 1 ? '' : 's'} titled &lsquo;{pages[1].title}&rsquo; in the preview, the share link and the exports.
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
