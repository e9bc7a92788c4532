import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import type { DeckTheme, Slide, SlideTextField } from '@kuza/contracts';
import { SlideView } from '../preview/slide-view';
import type { VisualKind } from '../preview/slide-visuals';

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
  return (
    <Section aria-labelledby="slide-canvas-caption">
      <Caption id="slide-canvas-caption">
        Slide {position} of {total}
      </Caption>
      <Frame>
        <SlideView slide={slide} theme={theme} headingLevel={3} edit={{ onEditText, onEditVisual }} />
      </Frame>
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
