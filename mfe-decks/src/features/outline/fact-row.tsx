import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FactSheet, TextFact } from '@kuza/contracts';
import { Button, TextArea } from '@kuza/ui';

/** The facts of the sheet told in words, which the founder edits as text. */
export type TextFactKey = {
  [K in keyof FactSheet]-?: NonNullable<FactSheet[K]> extends TextFact ? (K extends string ? K : never) : never;
}[keyof FactSheet];

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

/** Where a fact came from, as the panel says it. */
export const SOURCE_WORDS: Record<TextFact['source'], string> = {
  typed: 'typed',
  pasted: 'pasted',
  imported: 'imported',
  onboarding: 'from onboarding',
  resume: 'from a resume',
  suggested: 'suggested',
};

export interface FactRowProps {
  label: string;
  fact: TextFact | undefined;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (text: string) => void;
  onConfirm: () => void;
}

/** One fact: its words, where they came from, and Confirm / Edit (a text box with Save and Cancel). */
export function FactRow({ label, fact, editing, onEdit, onCancel, onSave, onConfirm }: FactRowProps) {
  const [text, setText] = useState(fact?.text ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text.trim());
  };

  return (
    <Row>
      <dt>{label}</dt>
      <dd>
        {editing ? (
          <form aria-label={`Edit the ${label} fact`} onSubmit={submit}>
            <TextArea
              label={label}
              name={label}
              value={text}
              maxLength={2000}
              autoFocus
              onChange={(event) => setText(event.target.value)}
            />
            <Actions>
              <Button type="submit" size="sm">
                Save
              </Button>
              <Button size="sm" variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            </Actions>
          </form>
        ) : (
          <>
            {fact?.text} <Meta>({fact ? SOURCE_WORDS[fact.source] : ''})</Meta>
            <Actions>
              {fact?.confirmed ? (
                <Meta>Confirmed</Meta>
              ) : (
                <Button size="sm" variant="secondary" aria-label={`Confirm the ${label} fact`} onClick={onConfirm}>
                  Confirm
                </Button>
              )}
              <Button size="sm" variant="secondary" aria-label={`Edit the ${label} fact`} onClick={onEdit}>
                Edit
              </Button>
            </Actions>
          </>
        )}
      </dd>
    </Row>
  );
}
