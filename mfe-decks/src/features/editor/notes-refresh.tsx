import styled from 'styled-components';
import { Button } from '@kuza/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Under the speaker notes: says when they predate the slide's last edit, and writes them again. */
export function NotesRefresh({ stale, onRefresh }: { stale: boolean; onRefresh: () => void }) {
  return (
    <Bar>
      <Button size="sm" variant="secondary" onClick={onRefresh}>
        Refresh notes
      </Button>
      <p aria-live="polite">{stale ? 'The speaker notes were written before the last edit of this slide.' : ''}</p>
    </Bar>
  );
}
