import styled from 'styled-components';
import { Button } from '@kuza/ui';

const Body = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A toast with an action: 'Deleted “Problem”' + Undo. */
export function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <Body>
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onUndo}>
        Undo
      </Button>
    </Body>
  );
}
