import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AvatarMenu } from './avatar-menu';
import { Sidebar } from './sidebar';
import { icons, Logo, TopBar } from '@kuza/ui';
import { useSidebarState } from './use-sidebar-state';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  toggle: { id: 'app.chrome.toggleSidebar', defaultMessage: 'Toggle sidebar' },
  toggleHint: { id: 'app.chrome.toggleSidebarHint', defaultMessage: 'Toggle sidebar (Ctrl+B)' },
});

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Toggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Title = styled.p`
  margin: 0;
  flex: 1;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.drawer - 1};
`;

const Content = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The page's content column: one width for every signed-in page, so moving between tools does not
 * move the content's edges.
 */
const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.widths.page};
  margin-inline: auto;
`;

export interface AppChromeProps {
  /** The page title shown in the top bar. */
  title: string;
  /** The page's content; the chrome puts it in the page's one `main`, at the page width. */
  children: ReactNode;
}

/**
 * The signed-in chrome (top bar + sidebar) shared by the dashboard, team, profile, decks and
 * resumes pages. It lives in packages/ui so every remote can use it without importing another.
 */
export function AppChrome({ title, children }: AppChromeProps) {
  const { t } = useI18n();
  const sidebar = useSidebarState();
  const open = sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded;
  const SidebarIcon = icons.sidebar;
  return (
    <Layout>
      <Sidebar
        expanded={sidebar.expanded}
        isMobile={sidebar.isMobile}
        drawerOpen={sidebar.drawerOpen}
        onClose={sidebar.closeDrawer}
      />
      {sidebar.isMobile && sidebar.drawerOpen && <Scrim aria-hidden="true" onClick={sidebar.closeDrawer} />}
      <Column>
        <TopBar>
          <Logo to="/dashboard" />
          <Toggle
            type="button"
            aria-controls="app-sidebar"
            aria-expanded={open}
            aria-label={t(messages.toggle)}
            title={t(messages.toggleHint)}
            onClick={sidebar.toggle}
          >
            <SidebarIcon />
          </Toggle>
          <Title>{title}</Title>
          <AvatarMenu />
        </TopBar>
        <Content>
          <Main>{children}</Main>
        </Content>
      </Column>
    </Layout>
  );
}
