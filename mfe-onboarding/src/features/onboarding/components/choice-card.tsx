import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles } from '@kuza/ui';

const Card = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.primaryHover : theme.colors.text)};
  font-weight: ${({ theme, $checked }) => ($checked ? theme.fontWeights.medium : theme.fontWeights.regular)};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    ${visuallyHiddenStyles}
  }
`;

const Mark = styled.span<{ $checked: boolean; $round: boolean }>`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ $round }) => ($round ? '50%' : '4px')};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : 'transparent')};
  box-shadow: ${({ theme, $checked }) => ($checked ? `inset 0 0 0 3px ${theme.colors.surface}` : 'none')};
`;

export interface ChoiceCardProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  type: 'radio' | 'checkbox';
  checked: boolean;
  children: ReactNode;
}

/**
 * A native radio or checkbox drawn as a card: keyboard, form and screen-reader behaviour come
 * from the input; the card is its label.
 */
export function ChoiceCard({ children, checked, type, ...input }: ChoiceCardProps) {
  return (
    <Card $checked={checked}>
      <input {...input} type={type} checked={checked} />
      <Mark aria-hidden="true" $checked={checked} $round={type === 'radio'} />
      <span>{children}</span>
    </Card>
  );
}

export const ChoiceGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '180px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm};
    margin-inline-start: auto;
  }
`;
