import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { KuzaTheme } from './theme';

/** A width from the theme: `page` (the site's one page width) or `narrow`. */
export type ContainerSize = keyof KuzaTheme['widths'];

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** Element to render instead of a div, e.g. "main", "section" or "ul". */
  as?: ElementType;
  size?: ContainerSize;
}

const Root = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) => theme.widths[$size]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.spacing.lg};

  @media ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.spacing.md};
  }
`;

/** Centres a public page's content at the page width, with side padding. */
export function Container({ size = 'page', ...rest }: ContainerProps) {
  return <Root {...rest} $size={size} />;
}
