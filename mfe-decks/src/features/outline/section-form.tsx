import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, controlStyles } from '@kuza/ui';
import { COMMON_MESSAGES } from '../../components/common-messages';
import type { OutlineField } from './use-live-outline';

const MESSAGES = defineMessages({
  title: { id: 'decks.outline.sectionTitle', defaultMessage: 'Section Title' },
  description: { id: 'decks.outline.description', defaultMessage: 'Description' },
});

const Form = styled.form`
  flex: 1;
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(200px, 2fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Input = styled.input`
  ${controlStyles}
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface SectionFormProps {
  /** Names the form and its buttons, e.g. 'Edit Problem' or 'New section'. */
  label: string;
  initial?: { title: string; description: string };
  submitLabel: string;
  onSubmit: (value: { title: string; description: string }) => void;
  onCancel: () => void;
  /** Draws a field with what goes with it (who else types in it); default the field alone. */
  wrapField?: (field: OutlineField, input: ReactNode) => ReactNode;
  /** The field this form's user types in now, or none once they leave the form. */
  onField?: (field: OutlineField | undefined) => void;
}

const alone = (_field: OutlineField, input: ReactNode) => input;

/**
 * The inline title + description inputs of an edited or added row (placeholders 'Section Title'
 * and 'Description'). Enter saves, Escape cancels; empty text is accepted (product.md §5).
 */
export function SectionForm(props: SectionFormProps) {
  const { label, initial, submitLabel, onSubmit, onCancel, wrapField = alone, onField } = props;
  const { t } = useI18n();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ title: title.trim(), description: description.trim() });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <Form
      aria-label={label}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onField?.(undefined);
      }}
    >
      {wrapField(
        'title',
        <Input
          aria-label={t(MESSAGES.title)}
          placeholder={t(MESSAGES.title)}
          value={title}
          maxLength={200}
          autoFocus
          onFocus={() => onField?.('title')}
          onChange={(event) => setTitle(event.target.value)}
        />,
      )}
      {wrapField(
        'description',
        <Input
          aria-label={t(MESSAGES.description)}
          placeholder={t(MESSAGES.description)}
          value={description}
          maxLength={1000}
          onFocus={() => onField?.('description')}
          onChange={(event) => setDescription(event.target.value)}
        />,
      )}
      <Buttons>
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t(COMMON_MESSAGES.cancel)}
        </Button>
      </Buttons>
    </Form>
  );
}
