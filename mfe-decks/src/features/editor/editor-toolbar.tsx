import styled from 'styled-components';
import { Button } from '@kuza/ui';

export type ToolbarAction = 'slide' | 'media' | 'chart' | 'table' | 'team' | 'icon' | 'ai' | 'theme';

export interface EditorToolbarProps {
  onAction: (action: ToolbarAction) => void;
  /** Everything but Add Slide works on the selected slide. */
  hasSlide: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const TOOLS: Array<{ action: ToolbarAction; label: string }> = [
  { action: 'media', label: 'Add Media' },
  { action: 'chart', label: 'Add Chart' },
  { action: 'table', label: 'Add Table' },
  { action: 'team', label: 'Team Cards' },
  { action: 'icon', label: 'Add Icon' },
];

export function EditorToolbar({ onAction, hasSlide }: EditorToolbarProps) {
  return (
    <Bar role="group" aria-label="Slide tools">
      <Button size="sm" onClick={() => onAction('slide')}>
        Add Slide
      </Button>
      {TOOLS.map(({ action, label }) => (
        <Button key={action} size="sm" variant="secondary" disabled={!hasSlide} onClick={() => onAction(action)}>
          {label}
        </Button>
      ))}
      <Button size="sm" variant="secondary" disabled={!hasSlide} onClick={() => onAction('ai')}>
        AI Helper
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAction('theme')}>
        Theme
      </Button>
    </Bar>
  );
}
