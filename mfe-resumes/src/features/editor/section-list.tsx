import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ResumeSection } from '@kuza/contracts';
import { VisuallyHidden } from '@kuza/ui';
import { AddSection } from './add-section';
import { SectionRow } from './section-row';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  moved: { id: 'resumes.sections.moved', defaultMessage: '{label} moved to position {position} of {count}.' },
  deleted: { id: 'resumes.sections.deleted', defaultMessage: '{label} deleted.' },
  added: { id: 'resumes.sections.added', defaultMessage: '{label} added.' },
  list: { id: 'resumes.sections.list', defaultMessage: 'Sections' },
});

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
`;

export interface SectionListProps {
  sections: ResumeSection[];
  onAdd: (label: string) => void;
  onEdit: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onDelete: (id: string) => void;
  /** What a section's row shows of the teammates in it (live editing). */
  markerOf?: (id: string) => ReactNode;
}

/** The sections in order, with the add-section field under them; moves are announced and keep focus. */
export function SectionList({ sections, onAdd, onEdit, onMove, onDelete, markerOf }: SectionListProps) {
  const { t } = useResumesI18n();
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, sections]);

  const move = (id: string, delta: -1 | 1) => {
    const from = sections.findIndex((section) => section.id === id);
    onMove(id, delta);
    setAnnouncement(
      t(messages.moved, { label: sections[from]?.label, position: from + delta + 1, count: sections.length }),
    );
    setFocusTarget(`move-${delta < 0 ? 'up' : 'down'}-${id}`);
  };

  const remove = (id: string) => {
    const index = sections.findIndex((section) => section.id === id);
    const neighbour = sections[index + 1] ?? sections[index - 1];
    onDelete(id);
    setAnnouncement(t(messages.deleted, { label: sections[index]?.label }));
    if (neighbour) setFocusTarget(`move-up-${neighbour.id}`);
  };

  const add = (label: string) => {
    onAdd(label);
    setAnnouncement(t(messages.added, { label: label.trim() }));
  };

  return (
    <div>
      <List aria-label={t(messages.list)}>
        {sections.map((section, index) => (
          <SectionRow
            key={section.id}
            section={section}
            index={index}
            count={sections.length}
            onEdit={onEdit}
            onMove={move}
            onDelete={remove}
            marker={markerOf?.(section.id)}
          />
        ))}
      </List>
      <AddSection count={sections.length} onAdd={add} />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
