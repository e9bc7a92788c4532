import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  name: string;
  error?: ReactNode;
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
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.body};
  resize: vertical;

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
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};
`;

/** A labelled multi-line field that looks and reads like the design system's TextField. */
export function TextArea({ label, name, id, error, hint, className, ...rest }: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? `${autoId}-area`;
  const describedBy = [hint ? `${areaId}-hint` : '', error ? `${areaId}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field className={className}>
      <Label htmlFor={areaId}>{label}</Label>
      <Area
        {...rest}
        id={areaId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && <Hint id={`${areaId}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${areaId}-error`}>{error}</ErrorText>}
    </Field>
  );
}
