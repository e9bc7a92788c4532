import styled from 'styled-components';
import { Button, ButtonLink } from '@kuza/ui';
import type { Autosave } from './use-autosave';
import { ExportMenu } from './export-menu';
import { SaveStatus } from './save-status';

export interface EditorHeaderProps {
  deckId: string;
  deckName: string;
  template: string;
  autosave: Autosave;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: () => void;
  onShare: () => void;
  onReload: () => void;
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Name = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = mac ? '⌘' : 'Ctrl+';

/** Title, template badge, back link, save state and the deck-wide actions. */
export function EditorHeader(props: EditorHeaderProps) {
  const { deckId, deckName, template, autosave, canUndo, canRedo, onUndo, onRedo, onPreview, onShare, onReload } =
    props;
  return (
    <Bar>
      <Group>
        <ButtonLink to="/pitch-decks" variant="ghost" size="sm" aria-label="Back to Pitch Decks">
          <span aria-hidden="true">←</span> Back
        </ButtonLink>
        <Title>Pitch Deck Editor</Title>
        <Badge>{template}</Badge>
        <Name>{deckName}</Name>
      </Group>
      <Group>
        <SaveStatus status={autosave.status} message={autosave.message} onReload={onReload} />
        <Button size="sm" variant="ghost" disabled={!canUndo} onClick={onUndo} title={`Undo (${mod}Z)`}>
          Undo
        </Button>
        <Button size="sm" variant="ghost" disabled={!canRedo} onClick={onRedo} title={`Redo (${mod}Shift+Z)`}>
          Redo
        </Button>
        <Button variant="secondary" onClick={onPreview}>
          Preview
        </Button>
        <Button variant="secondary" onClick={() => void autosave.saveNow()} disabled={autosave.status === 'conflict'}>
          Save
        </Button>
        <Button variant="secondary" onClick={onShare}>
          Share
        </Button>
        <ExportMenu deckId={deckId} unsaved={autosave.status !== 'saved'} saveFirst={autosave.saveNow} />
      </Group>
    </Bar>
  );
}
