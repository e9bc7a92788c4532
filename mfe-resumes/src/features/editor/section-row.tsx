import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { RESUME_MESSAGES, type ResumeSection, richTextSnippet, sectionContent } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  editName: { id: 'resumes.section.editName', defaultMessage: 'Edit {label}' },
  edit: { id: 'resumes.section.edit', defaultMessage: 'Edit' },
  empty: { id: 'resumes.section.empty', defaultMessage: 'Empty — click to write this section' },
  up: { id: 'resumes.section.up', defaultMessage: 'Move {label} up' },
  down: { id: 'resumes.section.down', defaultMessage: 'Move {label} down' },
  delete: { id: 'resumes.section.delete', defaultMessage: 'Delete {label}' },
});

/** One row of the editor's lists (sections, and the entries of a section): a bordered card. */
export const RowCard = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const EditButton = styled.button`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The text itself opens the editor on click; the Edit button is the same action for keyboards and screen readers. */
const Snippet = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px dashed transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: text;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Controls = styled.div`
  display: flex;
  gap: 2px;
`;

const Icon = styled.button`
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const TipWrap = styled.span`
  position: relative;
  display: inline-flex;

  [role='tooltip'] {
    display: none;
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 6px);
    z-index: 10;
    width: max-content;
    max-width: 220px;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: #ffffff;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    display: block;
  }
`;

export interface SectionRowProps {
  section: ResumeSection;
  index: number;
  count: number;
  onEdit: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onDelete: (id: string) => void;
  /** Who of the teammates is in this section, and typing in it. */
  marker?: ReactNode;
}

/**
 * One section: its text opens the text editor; move up/down are off at the ends and delete is off
 * for the last section. They stay focusable (aria-disabled) so keyboard users keep their place and
 * can read why delete is off.
 */
export function SectionRow({ section, index, count, onEdit, onMove, onDelete, marker }: SectionRowProps) {
  const { t } = useResumesI18n();
  const tipId = useId();
  const first = index === 0;
  const last = index === count - 1;
  const only = count <= 1;
  const snippet = richTextSnippet(sectionContent(section));
  return (
    <RowCard>
      <Body>
        <Head>
          <Label>{section.label}</Label>
          <EditButton
            type="button"
            aria-label={t(messages.editName, { label: section.label })}
            onClick={() => onEdit(section.id)}
          >
            {t(messages.edit)}
          </EditButton>
        </Head>
        <Snippet onClick={() => onEdit(section.id)}>{snippet || t(messages.empty)}</Snippet>
        {marker}
      </Body>
      <Controls>
        <Icon
          type="button"
          id={`move-up-${section.id}`}
          aria-label={t(messages.up, { label: section.label })}
          aria-disabled={first}
          onClick={() => !first && onMove(section.id, -1)}
        >
          <span aria-hidden="true">↑</span>
        </Icon>
        <Icon
          type="button"
          id={`move-down-${section.id}`}
          aria-label={t(messages.down, { label: section.label })}
          aria-disabled={last}
          onClick={() => !last && onMove(section.id, 1)}
        >
          <span aria-hidden="true">↓</span>
        </Icon>
        <TipWrap>
          <Icon
            type="button"
            aria-label={t(messages.delete, { label: section.label })}
            aria-disabled={only}
            aria-describedby={only ? tipId : undefined}
            onClick={() => !only && onDelete(section.id)}
          >
            <span aria-hidden="true">✕</span>
          </Icon>
          {only && (
            <span role="tooltip" id={tipId}>
              {t(RESUME_MESSAGES.lastSection)}
            </span>
          )}
        </TipWrap>
      </Controls>
    </RowCard>
  );
}
