import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { ButtonLink } from './button-link';
import { mirroredInRightToLeft } from './direction';
import { Logo } from './logo';

const messages = defineMessages({
  back: { id: 'ui.editorFrame.back', defaultMessage: 'Back' },
});

export interface EditorFrameProps {
  /** Where the way back leads and its accessible name, e.g. 'Back to Pitch Decks'. */
  back: { to: string; label: string };
  /** The editor's name, the page's one h1 ('Pitch Deck Editor'). */
  title: string;
  /** Beside the title: the document's template, as a badge ('Custom Template', 'Modern'). */
  badge?: string;
  /** The document's name. */
  documentName?: string;
  /** Where the autosave stands. */
  status?: ReactNode;
  /** The document's actions (Undo, Save, Share, Export…); they wrap onto a new line when narrow. */
  actions?: ReactNode;
  /** The work area: the editor, or its loading or error state. */
  children: ReactNode;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};

  /* On a wide screen the document fills the window under the bar and scrolls inside it, so the
     bar's Save and Back never scroll away; on a phone the page scrolls as a whole. */
  @media ${({ theme }) => theme.media.desktop} {
    height: 100vh;
  }
`;

const Bar = styled.header`
  flex-shrink: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  min-height: ${({ theme }) => theme.heights.topBar};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.zIndices.header};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

/** The way back points to the line's start: to the right on a right-to-left page. */
const BackArrow = styled.span`
  display: inline-block;
  ${mirroredInRightToLeft}
`;

const Heading = styled(Group)`
  flex: 1 1 auto;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: nowrap;
`;

const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const Name = styled.p`
  margin: 0;
  min-width: 0;
  max-width: 32ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Work = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;

  @media ${({ theme }) => theme.media.desktop} {
    min-height: 0;
    overflow: auto;
  }
`;

/**
 * The frame of both document editors: a slim bar (logo, the way back, the editor's title and the
 * document's name, save status, actions) over a full-width work area. The editor, its loading and
 * its error state all sit in it, so the way back is there whatever happens.
 */
export function EditorFrame(props: EditorFrameProps) {
  const { back, title, badge, documentName, status, actions, children } = props;
  const { t } = useI18n();
  return (
    <Frame>
      <Bar>
        <Heading>
          <Logo to="/dashboard" />
          <ButtonLink to={back.to} variant="ghost" size="sm" aria-label={back.label}>
            <BackArrow aria-hidden="true">←</BackArrow> {t(messages.back)}
          </ButtonLink>
          <Title>{title}</Title>
          {badge && <Badge>{badge}</Badge>}
          {documentName && <Name title={documentName}>{documentName}</Name>}
        </Heading>
        {(status || actions) && (
          <Group>
            {status}
            {actions}
          </Group>
        )}
      </Bar>
      <Work>{children}</Work>
    </Frame>
  );
}
