import styled from 'styled-components';
import {
  BODY_BOX,
  LINE_HEIGHT,
  TITLE_RULE,
  TITLE_SLIDE,
  bodyBoxes,
  iconOf,
  layoutSlide,
  themeOf,
  visualShape,
  type Slide,
  type SlidePage,
  type SlideTextField,
  type VisualKind,
} from '@kuza/contracts';
import {
  backgroundOf,
  colorsOf,
  cq,
  fontOf,
  fontStacksOf,
  placed,
  type SlideColors,
  type ThemeRef,
} from './deck-theme';
import { SlideIcon } from './slide-icons';
import { Block, Region } from './slide-region';
import { SlideText } from './slide-text';
import { SlideVisual } from './slide-visuals';

export interface SlideEditHandlers {
  onEditText: (field: SlideTextField) => void;
  onEditVisual?: (kind: VisualKind) => void;
}

export interface SlideViewProps {
  slide: Slide;
  /** One page of the slide as the shared layout splits it (a continuation in the slideshow); default its first. */
  page?: SlidePage;
  theme?: ThemeRef;
  /** Level of the slide title; 'none' renders a decorative copy (thumbnails) hidden from assistive tech. */
  headingLevel?: 1 | 2 | 3 | 'none';
  /** Makes the title, text, bullets and visual clickable (the editor canvas). */
  edit?: SlideEditHandlers;
}

const Frame = styled.div<{ $colors: SlideColors; $font: string; $background: string }>`
  container-type: inline-size;
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ $background }) => $background};
  color: ${({ $colors }) => $colors.text};
  font-family: ${({ $font }) => $font};
  line-height: ${LINE_HEIGHT};
`;

const Bar = styled.span<{ $colors: SlideColors }>`
  display: block;
  background: ${({ $colors }) => $colors.accent};
`;

/**
 * One slide, drawn the same way in thumbnails, the editor canvas, the preview and the share page,
 * in the boxes, sizes and colours the exports use (the shared slide layout in contracts).
 */
export function SlideView({ slide, page: given, theme, headingLevel = 2, edit }: SlideViewProps) {
  const definition = themeOf(theme);
  const colors = colorsOf(definition);
  const fonts = fontStacksOf(definition);
  const page = given ?? layoutSlide(slide, 0, fontOf(theme))[0];
  const decorative = headingLevel === 'none';
  const Heading = decorative ? 'p' : (`h${headingLevel}` as const);
  const isTitle = page.slide.type === 'title' && page.part === 0;
  const icon = iconOf(page.slide);
  const placeholder = (text: string) =>
    edit ? <span style={{ color: colors.muted, fontStyle: 'italic' }}>{text}</span> : null;

  let { textBox, visualBox } = page;
  if (edit && !page.blocks.length && !isTitle) {
    // Room for the placeholders while the slide has no text; the exports give the visual the body.
    const shift = page.rule.y - TITLE_RULE.y;
    const boxes = bodyBoxes(true, visualShape(page.visual), {
      ...BODY_BOX,
      y: BODY_BOX.y + shift,
      h: BODY_BOX.h - shift,
    });
    ({ text: textBox, visual: visualBox } = boxes);
  }
  const visual = page.visual;
  const visualAt = visual?.kind === 'image' && page.picture ? page.picture : visualBox;

  return (
    <Frame
      $colors={colors}
      $font={fonts.body}
      $background={backgroundOf(definition)}
      data-theme={definition.id}
      aria-hidden={decorative || undefined}
    >
      {definition.shapes.map(({ kind, fill, ...box }, i) => (
        <Bar
          key={i}
          $colors={colors}
          style={{
            ...placed(box),
            background: fill === 'accent' ? colors.accent : colors.soft,
            borderRadius: kind === 'ellipse' ? '50%' : undefined,
          }}
        />
      ))}
      {isTitle && <Bar $colors={colors} style={placed(TITLE_SLIDE.bar)} />}
      <Block style={{ ...placed(page.titleBox), justifyContent: 'flex-end' }}>
        <Region label="Edit title" onActivate={edit && page.part === 0 ? () => edit.onEditText('title') : undefined}>
          <Heading
            style={{
              margin: 0,
              fontFamily: fonts.heading,
              fontSize: cq(page.titleSize),
              fontWeight: 700,
              lineHeight: LINE_HEIGHT,
            }}
          >
            {page.title || placeholder('Click to add a title')}
          </Heading>
        </Region>
      </Block>
      <Bar $colors={colors} style={placed(page.rule)} />
      {icon && (
        // Beside the rule, so the title wraps as in the exports.
        <SlideIcon
          name={icon}
          style={{
            ...placed({ x: page.rule.x + page.rule.w + 0.15, y: page.rule.y - 0.2, w: 0.45, h: 0.45 }),
            color: colors.accent,
          }}
        />
      )}
      {textBox && <SlideText page={page} box={textBox} colors={colors} edit={edit?.onEditText} />}
      {visual && visualAt && (
        <Block style={placed(visualAt)}>
          <Region
            label={`Edit ${visual.kind}`}
            fill
            onActivate={edit?.onEditVisual ? () => edit.onEditVisual?.(visual.kind) : undefined}
          >
            <SlideVisual visual={visual} box={visualAt} colors={colors} font={fontOf(theme)} />
          </Region>
        </Block>
      )}
    </Frame>
  );
}
