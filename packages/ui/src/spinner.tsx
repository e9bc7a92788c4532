import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** A named size or a diameter in pixels. */
  size?: SpinnerSize | number;
  /** Text read by screen readers; never shown ('Loading' in the page's language by default). */
  label?: string;
}

const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
});

const diameters: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 48 };

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  flex-shrink: 0;
`;

const Ring = styled.span<{ $diameter: number }>`
  display: block;
  width: ${({ $diameter }) => $diameter}px;
  height: ${({ $diameter }) => $diameter}px;
  border: ${({ $diameter }) => Math.max(2, Math.round($diameter / 10))}px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

export function Spinner({ size = 'md', label, ...rest }: SpinnerProps) {
  const { t } = useI18n();
  const diameter = typeof size === 'number' ? size : diameters[size];
  return (
    <Root role="status" {...rest}>
      <Ring $diameter={diameter} aria-hidden="true" />
      <VisuallyHidden>{label ?? t(messages.loading)}</VisuallyHidden>
    </Root>
  );
}
