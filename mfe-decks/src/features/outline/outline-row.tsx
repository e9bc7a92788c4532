import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import styled, { css } from 'styled-components';
import type { OutlineSection } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, VisuallyHidden } from '@kuza/ui';
import { COMMON_MESSAGES } from '../../components/common-messages';
import { sectionName } from './outline-moves';
import { SectionForm, type SectionFormProps } from './section-form';

export const SECTION_ITEM = 'outline-section';

const MESSAGES = defineMessages({
  reorder: { id: 'decks.outline.row.reorder', defaultMessage: 'Reorder {name}' },
  reorderHint: { id: 'decks.outline.row.reorderHint', defaultMessage: 'Drag, or press Space, to reorder' },
  editForm: { id: 'decks.outline.row.editForm', defaultMessage: 'Edit {name}' },
});

const Row = styled.li<{ $over: boolean; $lifted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 -3px 0 ${theme.colors.primary};
    `}
  ${({ $lifted, theme }) =>
    $lifted &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySubtle};
      box-shadow: ${theme.shadows.md};
    `}
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 40px;
  flex-shrink: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: grab;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;

  strong {
    display: block;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const grip = (
  <svg width="16" height="20" viewBox="0 0 16 20" aria-hidden="true" focusable="false" fill="currentColor">
    {[4, 10, 16].flatMap((y) => [
      <circle key={`a${y}`} cx="5" cy={y} r="1.6" />,
      <circle key={`b${y}`} cx="11" cy={y} r="1.6" />,
    ])}
  </svg>
);

export interface OutlineRowProps {
  section: OutlineSection;
  editing: boolean;
  lifted: boolean;
  instructionsId: string;
  registerHandle: (node: HTMLElement | null) => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onDrop: (dragId: string) => void;
  onEdit: () => void;
  onSave: (value: { title: string; description: string }) => void;
  onCancel: () => void;
  onDelete: () => void;
  /** Who else is on this section (their avatars), if anyone. */
  marker?: ReactNode;
  /** The title and description drawn with who types in them, in the form and out of it. */
  wrapField?: SectionFormProps['wrapField'];
  onField?: SectionFormProps['onField'];
}

/** One outline section: drag handle (mouse and keyboard), title, description, edit and delete. */
export function OutlineRow(props: OutlineRowProps) {
  const { section, editing, lifted, instructionsId, registerHandle, onHandleKeyDown, wrapField } = props;
  const { t } = useI18n();
  const name = sectionName(section);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Back from the inline form (saved or cancelled): focus returns to this row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const [, drag, preview] = useDrag({ type: SECTION_ITEM, item: { id: section.id } });
  const [{ over }, drop] = useDrop({
    accept: SECTION_ITEM,
    drop: (item: { id: string }) => props.onDrop(item.id),
    collect: (monitor) => ({ over: monitor.isOver() && monitor.getItem<{ id: string }>()?.id !== section.id }),
  });

  return (
    <Row
      ref={(node) => {
        preview(drop(node));
      }}
      $over={over}
      $lifted={lifted}
    >
      <Handle
        type="button"
        ref={(node) => {
          registerHandle(node);
          drag(node);
        }}
        aria-label={t(MESSAGES.reorder, { name })}
        aria-describedby={instructionsId}
        aria-pressed={lifted}
        title={t(MESSAGES.reorderHint)}
        onKeyDown={onHandleKeyDown}
      >
        {grip}
      </Handle>
      {editing ? (
        <SectionForm
          label={t(MESSAGES.editForm, { name })}
          initial={section}
          submitLabel={t(COMMON_MESSAGES.save)}
          onSubmit={props.onSave}
          onCancel={props.onCancel}
          wrapField={wrapField}
          onField={props.onField}
        />
      ) : (
        <>
          <Text>
            {wrapField ? wrapField('title', <strong>{name}</strong>) : <strong>{name}</strong>}
            {wrapField
              ? wrapField('description', section.description ? <p>{section.description}</p> : null)
              : section.description && <p>{section.description}</p>}
          </Text>
          {props.marker}
          <Button ref={editButton} size="sm" variant="ghost" onClick={props.onEdit}>
            {t(COMMON_MESSAGES.edit)}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
          <Button size="sm" variant="ghost" onClick={props.onDelete}>
            {t(COMMON_MESSAGES.delete)}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        </>
      )}
    </Row>
  );
}
