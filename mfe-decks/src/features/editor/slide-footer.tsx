import type { CSSProperties } from 'react';
import {
  FOOTER,
  colorsOf,
  pageFooter,
  themeOf,
  type FooterLine,
  type PageDirection,
  type ThemeRef,
} from '@kuza/contracts';
import { cq, placed } from '../preview/deck-theme';

export interface SlideFooterProps {
  /** The deck's name, as the exports print it at the foot of every page. */
  name: string;
  /** The page number the exports give the slide's first page ('n / N'). */
  number: string;
  theme?: ThemeRef;
  /** The deck's direction: right to left, the footer is mirrored with the page (the name at the right). */
  direction?: PageDirection;
}

/**
 * The footer the PDF and PPTX print on every page, drawn on the editor canvas in the same boxes
 * (the engine's pageFooter: mirrored on a right-to-left page), size and colour, so the editor shows the page as it exports.
 * Hidden from assistive tech: the canvas caption already says which slide this is. Drawn in the slide's body font
 * (in the deck's language), which it inherits.
 */
export function SlideFooter({ name, number, theme, direction = 'ltr' }: SlideFooterProps) {
  const definition = themeOf(theme);
  const footer = pageFooter(direction);
  const style = ({ box, align }: FooterLine): CSSProperties => ({
    ...placed(box),
    textAlign: align,
    color: colorsOf(definition).muted,
    fontSize: cq(FOOTER.size),
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  });
  return (
    <div aria-hidden data-footer>
      <span style={style(footer.name)}>{name}</span>
      <span style={style(footer.number)}>{number}</span>
    </div>
  );
}
