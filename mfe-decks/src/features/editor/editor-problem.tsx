import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useI18n } from '@kuza/i18n/react';
import { ButtonLink } from '@kuza/ui';
import { COMMON_MESSAGES } from '../../components/common-messages';
import { DeckEditorFrame } from './deck-editor-frame';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  max-width: ${({ theme }) => theme.widths.narrow};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What the editor shows instead of a deck: no id, an unknown deck, or an error (with its own action). */
export function EditorProblem({ message, action }: { message: ReactNode; action?: ReactNode }) {
  const { t } = useI18n();
  return (
    <DeckEditorFrame>
      <Body>
        <p role="alert">{message}</p>
        {action ?? <ButtonLink to="/pitch-decks">{t(COMMON_MESSAGES.goToDecks)}</ButtonLink>}
      </Body>
    </DeckEditorFrame>
  );
}
