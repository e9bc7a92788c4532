import type { KeyboardEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { DeckTheme, Slide, SlideTextField } from '@kuza/contracts';
import { VisuallyHidden } from '@kuza/ui';
import { colorsOf, cq, fontStackOf, textSizeOf, type SlideColors } from './deck-theme';
import { isDeckIcon, SlideIcon } from './slide-icons';
import { SlideVisual, visualKindOf, type VisualKind } from './slide-visuals';

export interface SlideEditHandlers {
  onEditText: (field: SlideTextField) => void;
  onEditVisual?: (kind: VisualKind) => void;
}

export interface SlideViewProps {
  slide: Slide;
  theme?: DeckTheme;
  /** Level of the slide title; 'none' renders a decorative copy (thumbnails) hidden from assistive tech. */
  headingLevel?: 1 | 2 | 3 | 'none';
  /** Makes the title, text, bullets and visual clickable (the editor canvas). */
  edit?: SlideEditHandlers;
}

const Frame = styled.div<{ $colors: SlideColors; $font: string }>`
  container-type: inline-size;
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ $colors }) => $colors.background};
  color: ${({ $colors }) => $colors.text};
  font-family: ${({ $font }) => $font};
  line-height: 1.3;
`;

const Inner = styled.div<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${cq(14)};
  height: 100%;
  padding: ${cq(36)} ${cq(44)};
  ${({ $centered }) =>
    $centered &&
    css`
      align-items: center;
      justify-content: center;
      text-align: center;
    `}
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${cq(14)};
`;

const Rule = styled.span<{ $colors: SlideColors }>`
  display: block;
  flex: none;
  width: ${cq(80)};
  height: ${cq(5)};
  background: ${({ $colors }) => $colors.accent};
`;

const Body = styled.div<{ $split: boolean; $grow: boolean }>`
  display: grid;
  flex: ${({ $grow }) => ($grow ? 1 : 'none')};
  min-height: 0;
  grid-template-columns: ${({ $split }) => ($split ? '5fr 6fr' : '1fr')};
  align-items: start;
  gap: ${cq(28)};
`;

const Editable = styled.div`
  border-radius: 4px;
  outline-offset: 2px;
  cursor: text;
  &:hover {
    outline: 2px dashed rgba(100, 116, 139, 0.6);
  }
  &:focus-visible {
    outline: 3px solid #0f766e;
  }
`;

function Region({ label, onActivate, children }: { label?: string; onActivate?: () => void; children: ReactNode }) {
  if (!onActivate) return <>{children}</>;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  };
  return (
    // The name comes from the content (visible text stays part of it), prefixed with what clicking does.
    <Editable role="button" tabIndex={0} onClick={onActivate} onKeyDown={onKeyDown}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </Editable>
  );
}

/** One slide, drawn the same way in thumbnails, the editor canvas, the preview and the share page. */
export function SlideView({ slide, theme, headingLevel = 2, edit }: SlideViewProps) {
  const colors = colorsOf(theme);
  const decorative = headingLevel === 'none';
  const Heading = decorative ? 'p' : (`h${headingLevel}` as const);
  const isTitle = slide.type === 'title';
  const visual = visualKindOf(slide);
  const wide = visual === 'team' || visual === 'table';
  const bullets = slide.bullets.filter((b) => b.trim());
  const placeholder = (text: string) =>
    edit ? <span style={{ color: colors.muted, fontStyle: 'italic' }}>{text}</span> : null;
  const size = (field: SlideTextField) => cq(textSizeOf(slide, field));
  const hasText = !!slide.content.trim() || bullets.length > 0 || !!edit;

  const text = (
    <div>
      <Region label="Edit text" onActivate={edit && (() => edit.onEditText('content'))}>
        {slide.content.trim() ? (
          <p style={{ margin: 0, fontSize: size('content'), whiteSpace: 'pre-line' }}>{slide.content}</p>
        ) : (
          placeholder('Click to add text')
        )}
      </Region>
      {!isTitle && (
        <Region label="Edit bullet points" onActivate={edit && (() => edit.onEditText('bullets'))}>
          {bullets.length ? (
            <ul style={{ margin: `${cq(10)} 0 0`, paddingLeft: cq(24), fontSize: size('bullets') }}>
              {bullets.map((bullet, i) => (
                <li key={i} style={{ marginBottom: cq(6) }}>
                  {bullet}
                </li>
              ))}
            </ul>
          ) : (
            <p style={{ margin: `${cq(10)} 0 0` }}>{placeholder('Click to add bullet points')}</p>
          )}
        </Region>
      )}
    </div>
  );

  return (
    <Frame $colors={colors} $font={fontStackOf(theme)} aria-hidden={decorative || undefined}>
      <Inner $centered={isTitle}>
        <TitleRow>
          {isDeckIcon(slide.icon) && (
            <SlideIcon
              name={slide.icon}
              style={{ width: cq(44), height: cq(44), color: colors.accent, flex: 'none' }}
            />
          )}
          <Region label="Edit title" onActivate={edit && (() => edit.onEditText('title'))}>
            <Heading style={{ margin: 0, fontSize: size('title'), fontWeight: 700, lineHeight: 1.15 }}>
              {slide.title || placeholder('Click to add a title')}
            </Heading>
          </Region>
        </TitleRow>
        <Rule $colors={colors} />
        <Body $split={!!visual && !wide && hasText && !isTitle} $grow={!isTitle}>
          {(hasText || isTitle) && text}
          {visual && (
            <Region
              label={`Edit ${visual}`}
              onActivate={visual !== 'team' && edit?.onEditVisual ? () => edit.onEditVisual?.(visual) : undefined}
            >
              <SlideVisual slide={slide} kind={visual} colors={colors} />
            </Region>
          )}
        </Body>
      </Inner>
    </Frame>
  );
}
