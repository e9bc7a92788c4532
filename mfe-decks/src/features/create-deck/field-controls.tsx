import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A select and a textarea that look and behave like the design system's TextField. */
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const control = css`
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Select = styled.select`
  ${control}
  min-height: 44px;
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

interface Described {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

function useDescription({ error, hint }: Described) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Notes({ hint, error, hintId, errorId }: Omit<Described, 'label'> & { hintId?: string; errorId?: string }) {
  return (
    <>
      {hint && <Note id={hintId}>{hint}</Note>}
      {error && (
        <Note id={errorId} $error>
          {error}
        </Note>
      )}
    </>
  );
}

export type SelectFieldProps = Described & ComponentPropsWithRef<'select'>;

export function SelectField({ label, error, hint, children, ...rest }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescription({ label, error, hint });
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select {...rest} id={id} aria-invalid={!!error || undefined} aria-describedby={describedBy}>
        {children}
      </Select>
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </Field>
  );
}

export type TextAreaFieldProps = Described & ComponentPropsWithRef<'textarea'>;

export function TextAreaField({ label, error, hint, ...rest }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescription({ label, error, hint });
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea {...rest} id={id} aria-invalid={!!error || undefined} aria-describedby={describedBy} />
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </Field>
  );
}
