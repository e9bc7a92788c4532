import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FactSheet, TextFact } from '@kuza/contracts';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, TextArea } from '@kuza/ui';
import { COMMON_MESSAGES } from '../../components/common-messages';

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
export const SOURCE_WORDS: Record<TextFact['source'], MessageDescriptor> = defineMessages({
  typed: { id: 'decks.facts.source.typed', defaultMessage: 'typed' },
  pasted: { id: 'decks.facts.source.pasted', defaultMessage: 'pasted' },
  imported: { id: 'decks.facts.source.imported', defaultMessage: 'imported' },
  onboarding: { id: 'decks.facts.source.onboarding', defaultMessage: 'from onboarding' },
  resume: { id: 'decks.facts.source.resume', defaultMessage: 'from a resume' },
  suggested: { id: 'decks.facts.source.suggested', defaultMessage: 'suggested' },
});

const MESSAGES = defineMessages({
  editFact: { id: 'decks.facts.editFact', defaultMessage: 'Edit the {label} fact' },
  confirmFact: { id: 'decks.facts.confirmFact', defaultMessage: 'Confirm the {label} fact' },
  confirmed: { id: 'decks.facts.confirmed', defaultMessage: 'Confirmed' },
  confirm: { id: 'decks.facts.confirm', defaultMessage: 'Confirm' },
});

export interface FactRowProps {
  label: string;
  fact: TextFact | undefined;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** The words saved, and the words as the form opened (a teammate's live edits since are merged in). */
  onSave: (text: string, opened: string) => void;
  onConfirm: () => void;
  /** Draws the fact's words or its text box with the teammates typing in it (their name tags). */
  wrap?: (input: ReactNode) => ReactNode;
}

const alone = (input: ReactNode) => input;

interface FactFormProps {
  label: string;
  /** The fact's words as the form opens (a teammate may change them while it is open). */
  opened: string;
  onCancel: () => void;
  onSave: (text: string, opened: string) => void;
  wrap: (input: ReactNode) => ReactNode;
}

/** A fact's text box with Save and Cancel, holding the words as it opened. */
function FactForm({ label, opened, onCancel, onSave, wrap }: FactFormProps) {
  const { t } = useI18n();
  // The words as the form opened, kept while teammates' live edits change the fact.
  const [start] = useState(opened);
  const [text, setText] = useState(opened);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text.trim(), start);
  };
  return (
    <form aria-label={t(MESSAGES.editFact, { label })} onSubmit={submit}>
      {wrap(
        <TextArea
          label={label}
          name={label}
          value={text}
          maxLength={2000}
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />,
      )}
      <Actions>
        <Button type="submit" size="sm">
          {t(COMMON_MESSAGES.save)}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t(COMMON_MESSAGES.cancel)}
        </Button>
      </Actions>
    </form>
  );
}

/** One fact: its words, where they came from, and Confirm / Edit (a text box with Save and Cancel). */
export function FactRow({ label, fact, editing, onEdit, onCancel, onSave, onConfirm, wrap = alone }: FactRowProps) {
  const { t } = useI18n();
  return (
    <Row>
      <dt>{label}</dt>
      <dd>
        {editing ? (
          <FactForm label={label} opened={fact?.text ?? ''} onCancel={onCancel} onSave={onSave} wrap={wrap} />
        ) : (
          <>
            {wrap(
              <span>
                {fact?.text} <Meta>({fact ? t(SOURCE_WORDS[fact.source]) : ''})</Meta>
              </span>,
            )}
            <Actions>
              {fact?.confirmed ? (
                <Meta>{t(MESSAGES.confirmed)}</Meta>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(MESSAGES.confirmFact, { label })}
                  onClick={onConfirm}
                >
                  {t(MESSAGES.confirm)}
                </Button>
              )}
              <Button size="sm" variant="secondary" aria-label={t(MESSAGES.editFact, { label })} onClick={onEdit}>
                {t(COMMON_MESSAGES.edit)}
              </Button>
            </Actions>
          </>
        )}
      </dd>
    </Row>
  );
}
