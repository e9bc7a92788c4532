import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';

export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** Element to render instead of a div, e.g. "main", "section" or "ul". */
  as?: ElementType;
  size?: ContainerSize;
}

const maxWidths: Record<ContainerSize, string> = { sm: '640px', md: '880px', lg: '1120px', xl: '1280px' };

const Root = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: ${({ $size }) => maxWidths[$size]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.spacing.lg};

  @media ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.spacing.md};
  }
`;

/** Centres content at a readable width with side padding. */
export function Container({ size = 'lg', ...rest }: ContainerProps) {
  return <Root {...rest} $size={size} />;
}
