import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DeckSummary } from '@kuza/contracts';
import { Button, VisuallyHidden } from '@kuza/ui';
import { lastEdited } from './last-edited';
import { StatusBadge } from './status-badge';

/** A deck with slides opens in the editor; one without (outline only) opens its outline. */
export function deckOpenPath(deck: Pick<DeckSummary, 'id' | 'slideCount'>): string {
  const page = deck.slideCount > 0 ? '/pitch-deck-editor' : '/pitch-deck-outline';
  return `${page}?deck=${encodeURIComponent(deck.id)}`;
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface DeckRowProps {
  deck: DeckSummary;
  now: number;
  duplicating: boolean;
  onRename: (deck: DeckSummary) => void;
  onDuplicate: (deck: DeckSummary) => void;
  onDelete: (deck: DeckSummary) => void;
}

export function DeckRow({ deck, now, duplicating, onRename, onDuplicate, onDelete }: DeckRowProps) {
  const hidden = <VisuallyHidden> {deck.name}</VisuallyHidden>;
  return (
    <Row>
      <Main>
        <Name to={deckOpenPath(deck)}>{deck.name}</Name>
        <Meta>
          <time dateTime={deck.updatedAt}>{lastEdited(deck.updatedAt, now)}</time>
          <StatusBadge status={deck.status} />
        </Meta>
      </Main>
      <Actions>
        <Button size="sm" variant="ghost" onClick={() => onRename(deck)}>
          Rename{hidden}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={duplicating}
          loadingLabel="Duplicating"
          onClick={() => onDuplicate(deck)}
        >
          Duplicate{hidden}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(deck)}>
          Delete{hidden}
        </Button>
      </Actions>
    </Row>
  );
}
