import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

export interface ButtonLinkProps extends LinkProps {
  ref?: Ref<HTMLAnchorElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A react-router `Link` that looks like a `Button`; needs a router above it. */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth} />;
}
