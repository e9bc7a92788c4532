import styled from 'styled-components';
import { Button } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  media: { id: 'decks.editor.tool.media', defaultMessage: 'Add Media' },
  chart: { id: 'decks.editor.tool.chart', defaultMessage: 'Add Chart' },
  table: { id: 'decks.editor.tool.table', defaultMessage: 'Add Table' },
  team: { id: 'decks.editor.tool.team', defaultMessage: 'Team Cards' },
  icon: { id: 'decks.editor.tool.icon', defaultMessage: 'Add Icon' },
  tools: { id: 'decks.editor.tool.group', defaultMessage: 'Slide tools' },
  slide: { id: 'decks.editor.tool.slide', defaultMessage: 'Add Slide' },
  ai: { id: 'decks.editor.tool.ai', defaultMessage: 'AI Helper' },
  theme: { id: 'decks.editor.tool.theme', defaultMessage: 'Theme' },
});

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

const TOOLS = ['media', 'chart', 'table', 'team', 'icon'] as const satisfies readonly ToolbarAction[];

export function EditorToolbar({ onAction, hasSlide }: EditorToolbarProps) {
  const { t } = useI18n();
  return (
    <Bar role="group" aria-label={t(MESSAGES.tools)}>
      <Button size="sm" onClick={() => onAction('slide')}>
        {t(MESSAGES.slide)}
      </Button>
      {TOOLS.map((action) => (
        <Button key={action} size="sm" variant="secondary" disabled={!hasSlide} onClick={() => onAction(action)}>
          {t(MESSAGES[action])}
        </Button>
      ))}
      <Button size="sm" variant="secondary" disabled={!hasSlide} onClick={() => onAction('ai')}>
        {t(MESSAGES.ai)}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAction('theme')}>
        {t(MESSAGES.theme)}
      </Button>
    </Bar>
  );
}
