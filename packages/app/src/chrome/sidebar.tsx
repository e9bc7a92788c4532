import { useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { MAIN_NAV, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './nav-items';
import { SidebarItem } from './sidebar-item';
import { trapTabKey, useFocusTrap } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  sidebar: { id: 'app.sidebar.label', defaultMessage: 'Sidebar' },
  close: { id: 'app.sidebar.close', defaultMessage: 'Close sidebar' },
  tools: { id: 'app.sidebar.tools', defaultMessage: 'Tools' },
  soon: { id: 'app.sidebar.soon', defaultMessage: 'Soon' },
  support: { id: 'app.sidebar.support', defaultMessage: 'Support' },
  supportSoon: { id: 'app.sidebar.supportSoon', defaultMessage: 'Support coming soon!' },
  subscription: { id: 'app.sidebar.subscription', defaultMessage: 'Subscription' },
  comingSoon: { id: 'app.sidebar.comingSoon', defaultMessage: 'Coming Soon' },
  team: { id: 'app.sidebar.team', defaultMessage: 'Team Members' },
});

const Aside = styled.aside<{ $expanded: boolean; $mobile: boolean; $open: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.spacing.sm};
  overflow: hidden auto;
  transition: width ${({ theme }) => theme.transitions.normal};
  ${({ $expanded, $mobile, $open, theme }) =>
    $mobile
      ? css`
          position: fixed;
          inset-block: 0;
          inset-inline: 0 auto;
          width: ${SIDEBAR_WIDTH_MOBILE};
          z-index: ${theme.zIndices.drawer};
          box-shadow: ${theme.shadows.lg};
          transform: translateX(${$open ? '0' : '-100%'});
          /* Out of sight on the side it slides in from: the right on a right-to-left page. */
          [dir='rtl'] & {
            transform: translateX(${$open ? '0' : '100%'});
          }
          visibility: ${$open ? 'visible' : 'hidden'};
          /* Visible at once on opening, so the first link can take focus; hidden only after sliding out. */
          transition:
            transform ${theme.transitions.normal},
            visibility 0s linear ${$open ? '0s' : theme.transitions.normal.split(' ')[0]};
        `
      : css`
          position: sticky;
          top: 0;
          height: 100vh;
          width: ${$expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON};
          flex-shrink: 0;
        `}
`;

// Grows to the aside's height, so the footer's auto margin still pins it to the bottom.
const Panel = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const CloseButton = styled.button`
  align-self: flex-end;
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Footer = styled.div`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

export interface SidebarProps {
  expanded: boolean;
  isMobile: boolean;
  drawerOpen: boolean;
  /** Closes the mobile drawer: after a link is chosen, or with its Close button. */
  onClose: () => void;
}

/**
 * The app's left navigation: the tools, then Support, Subscription and Team Members. On mobile it
 * is a modal drawer: the scrim covers the page, so focus stays inside until it closes.
 */
export function Sidebar({ expanded, isMobile, drawerOpen, onClose }: SidebarProps) {
  const { t } = useI18n();
  const compact = !isMobile && !expanded;
  const trapped = isMobile && drawerOpen;
  const root = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus lands on the first link rather than Close, as in Dialog; it returns to the opener (the toggle).
  useFocusTrap(trapped, root, undefined, closeRef);
  return (
    // The dialog sits inside the landmark rather than replacing it, so the sidebar is found the same
    // way (complementary "Sidebar") at every width.
    <Aside id="app-sidebar" aria-label={t(messages.sidebar)} $expanded={expanded} $mobile={isMobile} $open={drawerOpen}>
      <Panel
        ref={root}
        role={isMobile ? 'dialog' : undefined}
        aria-modal={isMobile ? true : undefined}
        aria-label={isMobile ? t(messages.sidebar) : undefined}
        onKeyDown={trapped ? (event: KeyboardEvent<HTMLElement>) => trapTabKey(event, root.current) : undefined}
      >
        {/* The scrim is hidden from assistive tech, so screen-reader and switch users need a way out. */}
        {isMobile && (
          <CloseButton ref={closeRef} type="button" onClick={onClose}>
            {t(messages.close)}
          </CloseButton>
        )}
        <nav aria-label={t(messages.tools)}>
          <List>
            {MAIN_NAV.map((item) => (
              <SidebarItem
                key={item.label.id}
                {...item}
                label={t(item.label)}
                compact={compact}
                badge={item.to ? undefined : t(messages.soon)}
                onNavigate={onClose}
              />
            ))}
          </List>
        </nav>
        <Footer>
          <List>
            <SidebarItem
              label={t(messages.support)}
              icon="support"
              compact={compact}
              onClick={() => window.alert(t(messages.supportSoon))}
            />
            <SidebarItem
              label={t(messages.subscription)}
              icon="subscription"
              compact={compact}
              badge={t(messages.comingSoon)}
            />
            <SidebarItem
              label={t(messages.team)}
              icon="team"
              to="/team-members"
              compact={compact}
              onNavigate={onClose}
            />
          </List>
        </Footer>
      </Panel>
    </Aside>
  );
}
