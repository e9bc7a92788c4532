import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, labelled, type FieldLabelling } from './field-parts';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'name'>, FieldLabelling {}

const Area = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  line-height: ${({ theme }) => theme.lineHeights.body};
  resize: vertical;
`;

/** A labelled multi-line field that looks and reads like TextField. */
export const TextArea = labelled<TextAreaProps>('area', Area, 'TextArea');
