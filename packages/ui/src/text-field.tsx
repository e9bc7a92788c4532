import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label, rendered as a <label> tied to the input. */
  label: ReactNode;
  name: string;
  /** Shown under the input; sets aria-invalid and joins the accessible description. */
  error?: ReactNode;
  /** Help text shown under the input; joins the accessible description. */
  hint?: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Control = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $hasToggle: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  ${({ $hasToggle }) =>
    $hasToggle &&
    css`
      padding-right: 64px;
    `}
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.spacing.xs};
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

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A labelled input. The error is linked by aria-describedby rather than announced with
 * role="alert": forms move focus to the first invalid field, which then reads its error.
 */
export function TextField({
  label,
  name,
  id,
  error,
  hint,
  type = 'text',
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);

  const isPassword = type === 'password';
  const hasError = Boolean(error);
  const description =
    [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control>
        <Input
          {...rest}
          id={inputId}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={hasError || undefined}
          aria-describedby={description}
          $hasToggle={isPassword}
        />
        {isPassword && (
          <Toggle
            type="button"
            aria-controls={inputId}
            disabled={rest.disabled}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </Toggle>
        )}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
