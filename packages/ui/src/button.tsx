import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';
import { useHydrated } from './use-hydrated';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button, marks it busy and shows a spinner before the label. */
  loading?: boolean;
  /** Text the spinner announces while loading. */
  loadingLabel?: string;
  fullWidth?: boolean;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * A native button; `type` defaults to "button", so pass `type="submit"` in forms. On a prerendered
 * page a submit button waits for the scripts: without them the browser would send the form as a
 * plain GET to the page's own address, fields (passwords too) in the URL and nothing saved.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const live = useHydrated();
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading || (type === 'submit' && !live)}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading && <Spinner size={size === 'lg' ? 20 : 16} label={loadingLabel} />}
      {children}
    </StyledButton>
  );
}
