import { useId, type ComponentType, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** What every labelled field of the design system takes besides its control's own props. */
export interface FieldLabelling {
  /** Visible label, rendered as a <label> tied to the control. */
  label: ReactNode;
  name: string;
  /** Shown under the control; sets aria-invalid and joins the accessible description. */
  error?: ReactNode;
  /** Help text shown under the control; joins the accessible description. */
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

/** The border, colours, focus ring and invalid state an input, a textarea and a select share. */
export const controlStyles = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

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

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The props a labelled field gives its control: its id, validity and accessible description. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledControlProps extends Omit<FieldLabelling, 'name'> {
  /** Part of the generated id: 'input', 'area', 'select'. */
  kind: string;
  id?: string;
  /** The caller's own aria-describedby, read before the hint and the error. */
  describedBy?: string;
  className?: string;
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * A label, the control it names, then its hint and error, wired together by id. The error is
 * linked rather than announced with role="alert": forms move focus to the first invalid field,
 * which then reads its error.
 */
export function LabelledControl({
  kind,
  label,
  id,
  hint,
  error,
  describedBy,
  className,
  children,
}: LabelledControlProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-${kind}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const description =
    [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': description })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

/**
 * A design-system field around a plain styled control (a textarea, a select): the label, hint
 * and error wiring of LabelledControl, every other prop passed to the control.
 */
export function labelled<P extends FieldLabelling & { id?: string; className?: string; 'aria-describedby'?: string }>(
  kind: string,
  Control: ComponentType<Omit<P, keyof FieldLabelling | 'className'> & ControlWiring & { name: string }>,
  displayName: string,
) {
  function LabelledField({ label, hint, error, id, className, 'aria-describedby': describedBy, ...rest }: P) {
    return (
      <LabelledControl kind={kind} {...{ label, hint, error, id, className, describedBy }}>
        {(wiring) => (
          <Control {...(rest as unknown as Omit<P, keyof FieldLabelling | 'className'>)} {...wiring} name={rest.name} />
        )}
      </LabelledControl>
    );
  }
  LabelledField.displayName = displayName;
  return LabelledField;
}
