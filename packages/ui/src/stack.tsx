import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import styled from 'styled-components';
import type { SpacingToken } from './theme';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Element to render instead of a div, e.g. "main", "section" or "ul". */
  as?: ElementType;
  direction?: 'column' | 'row';
  gap?: SpacingToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

interface StackStyleProps {
  $direction: 'column' | 'row';
  $gap: SpacingToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const Root = styled.div<StackStyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
`;

/** Lays children out in a row or column with a theme spacing gap. */
export function Stack({ direction = 'column', gap = 'md', align, justify, wrap = false, ...rest }: StackProps) {
  return <Root {...rest} $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} />;
}
