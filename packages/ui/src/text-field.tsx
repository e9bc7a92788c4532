import { useState, type ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { controlStyles, LabelledControl, type FieldLabelling } from './field-parts';

const messages = defineMessages({
  showPassword: { id: 'ui.textField.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'ui.textField.hidePassword', defaultMessage: 'Hide password' },
  show: { id: 'ui.textField.show', defaultMessage: 'Show' },
  hide: { id: 'ui.textField.hide', defaultMessage: 'Hide' },
});

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'name'>, FieldLabelling {}

const Control = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $hasToggle: boolean }>`
  ${controlStyles}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  ${({ $hasToggle }) =>
    $hasToggle &&
    css`
      padding-inline-end: 64px;
    `}
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: ${({ theme }) => theme.spacing.xs};
  transform: translateY(-50%);
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

/** A labelled input; a password gets a Show/Hide toggle. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { t } = useI18n();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <LabelledControl kind="input" {...{ label, hint, error, id, className, describedBy }}>
      {(wiring) => (
        <Control>
          <Input {...rest} {...wiring} type={isPassword && revealed ? 'text' : type} $hasToggle={isPassword} />
          {isPassword && (
            <Toggle
              type="button"
              aria-controls={wiring.id}
              disabled={rest.disabled}
              aria-label={t(revealed ? messages.hidePassword : messages.showPassword)}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {t(revealed ? messages.hide : messages.show)}
            </Toggle>
          )}
        </Control>
      )}
    </LabelledControl>
  );
}
