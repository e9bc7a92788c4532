import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from '@kuza/ui';

const MESSAGES = defineMessages({ undo: { id: 'decks.outline.undo', defaultMessage: 'Undo' } });

const Body = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A toast with an action: 'Deleted “Problem”' + Undo. */
export function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  const { t } = useI18n();
  return (
    <Body>
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onUndo}>
        {t(MESSAGES.undo)}
      </Button>
    </Body>
  );
}
