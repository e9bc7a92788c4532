import { Fragment, type CSSProperties } from 'react';
import styled from 'styled-components';
import { LINE_HEIGHT, placeLines, type ColorRole, type SlideColors, type TextElement } from '@kuza/contracts';
import { cq, inches, placed } from './deck-theme';
import { linesInDirection, type TextDirection } from './line-direction';

/** One line where the layout engine placed it: the same line, at the same place, as in the PDF. */
const Line = styled.span`
  position: absolute;
  white-space: pre;
  line-height: ${LINE_HEIGHT};
  /* The bullet mark is drawn, not text: it stays out of copied text and of what is read aloud. It sits where the
     line starts: on its left, or on its right in a right-to-left block. */
  &[data-bullet]::before {
    content: '•';
    position: absolute;
    left: var(--bullet-left, auto);
    right: var(--bullet-right, auto);
    color: var(--bullet-color);
  }
`;

export const colorOf = (colors: SlideColors, role: ColorRole): string => colors[role];

/**
 * A text block's lines, absolutely placed inside its box (semantics kept: a heading, paragraphs, a list). Right to
 * left, a start-aligned block's lines are mirrored inside its box (`linesInDirection`).
 */
export function TextBlock({
  element,
  colors,
  fonts,
  heading,
  direction = 'ltr',
}: {
  element: TextElement;
  colors: SlideColors;
  fonts: { heading: string; body: string };
  heading?: 'h1' | 'h2' | 'h3' | 'p';
  direction?: TextDirection;
}) {
  const { box } = element;
  const lines = linesInDirection(placeLines(element), element, direction);
  // Right to left, a line is held by its right edge (as the browser's own right alignment would).
  const rtl = direction === 'rtl' && element.align === 'left';
  // Bold text is measured in the theme's heading font (TextMetrics in contracts), the rest in its body font.
  const font: CSSProperties = {
    fontFamily: element.bold ? fonts.heading : fonts.body,
    fontWeight: element.bold ? 700 : 400,
    fontStyle: element.italic ? 'italic' : 'normal',
  };
  // Each paragraph is a box around its lines (so it has a size, a list item can be seen and
  // measured), each line placed inside it where the layout engine put it.
  const paragraphs = element.paragraphs.map((p, index) => {
    const own = lines.filter((line) => line.paragraph === index);
    if (!own.length) return null;
    // A bullet's mark is inside its paragraph's box: left of its first line, or right of it right to left.
    const left = Math.min(...own.map((l) => (rtl ? l.x : (l.bulletX ?? l.x))));
    const top = own[0].y;
    const right = Math.max(...own.map((l) => (rtl ? (l.bulletX ?? l.x + l.w) : l.x + l.w)));
    const bottom = own[own.length - 1].y + own[own.length - 1].h;
    const style: CSSProperties = {
      ...placed({ x: left - box.x, y: top - box.y, w: right - left, h: bottom - top }),
      fontSize: cq(p.size),
      color: colorOf(colors, p.color ?? element.color),
    };
    const drawn = own.map((line, i) => (
      <Fragment key={i}>
        <Line
          data-line
          data-bullet={line.bulletX !== undefined || undefined}
          style={
            {
              // Held by its start edge: the left, or the right in a right-to-left document.
              [rtl ? 'right' : 'left']: inches(rtl ? right - line.x - line.w : line.x - left),
              top: inches(line.y - top),
              // From the line's start edge to the bullet's, outwards.
              [rtl ? '--bullet-right' : '--bullet-left']:
                line.bulletX === undefined
                  ? undefined
                  : inches(rtl ? line.x + line.w - line.bulletX : line.bulletX - line.x),
              '--bullet-color': colors.accent,
            } as CSSProperties
          }
        >
          {line.text}
        </Line>
        {i < own.length - 1 ? ' ' : ''}
      </Fragment>
    ));
    return { style, drawn };
  });
  const fill: CSSProperties = { position: 'absolute', inset: 0, margin: 0, ...font };
  if (heading) {
    const Heading = heading;
    const [title] = paragraphs;
    return (
      <Heading data-block={element.role} style={{ ...fill, ...title?.style, inset: undefined }}>
        {title?.drawn}
      </Heading>
    );
  }
  const Paragraph = element.paragraphs.some((p) => p.bullet) ? 'li' : 'p';
  const Container = Paragraph === 'li' ? 'ul' : 'div';
  return (
    <Container data-block={element.role} style={fill}>
      {paragraphs.map(
        (p, i) =>
          p && (
            <Paragraph key={i} style={p.style}>
              {p.drawn}
            </Paragraph>
          ),
      )}
    </Container>
  );
}
