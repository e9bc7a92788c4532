import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, labelled, type FieldLabelling } from './field-parts';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'name'>, FieldLabelling {}

const Select = styled.select`
  ${controlStyles}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/** A labelled native select (its options are the children) that looks and reads like TextField. */
export const SelectField = labelled<SelectFieldProps>('select', Select, 'SelectField');
