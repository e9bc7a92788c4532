import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { DECK_ICONS, iconMarkup, type DeckIconName } from '@kuza/contracts';

export { DECK_ICONS, type DeckIconName } from '@kuza/contracts';

const Drawing = styled.span`
  display: inline-block;
  width: 1.5em;
  height: 1.5em;
  line-height: 0;
  svg {
    width: 100%;
    height: 100%;
  }
`;

export interface SlideIconProps {
  name: DeckIconName;
  /** Gives the icon an accessible name; without it the icon is decorative. */
  title?: string;
  style?: CSSProperties;
}

/**
 * An icon of the deck set (Lucide drawings from contracts), stroked in the current colour so it
 * takes the slide's accent and stays sharp at any size; the exports draw the same SVG.
 */
export function SlideIcon({ name, title, style }: SlideIconProps) {
  return (
    <Drawing
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      style={style}
      // The markup is the icon package's own static SVG, never user input.
      dangerouslySetInnerHTML={{ __html: iconMarkup(name) }}
    />
  );
}

export const iconLabel = (name: DeckIconName): string => DECK_ICONS[name].label;
