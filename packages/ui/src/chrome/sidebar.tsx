// NavLink is avoided on purpose: importing it made the federated react-router-dom singleton
// resolve without `Link` in production builds; Link + useLocation gives the same result.
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { icons, type IconName } from './icons';
import { MAIN_NAV, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './nav-items';

const Aside = styled.aside<{ $expanded: boolean; $mobile: boolean; $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.spacing.sm};
  overflow: hidden auto;
  transition: width ${({ theme }) => theme.transitions.normal};
  ${({ $expanded, $mobile, $open, theme }) =>
    $mobile
      ? css`
          position: fixed;
          inset: 0 auto 0 0;
          width: ${SIDEBAR_WIDTH_MOBILE};
          z-index: ${theme.zIndices.drawer};
          box-shadow: ${theme.shadows.lg};
          transform: translateX(${$open ? '0' : '-100%'});
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const itemStyles = css<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 2.25rem;
  padding: ${({ $compact, theme }) => ($compact ? `0 ${theme.spacing.xs}` : `0 ${theme.spacing.sm}`)};
  justify-content: ${({ $compact }) => ($compact ? 'center' : 'flex-start')};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled),
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

const ItemLink = styled(Link)<{ $compact: boolean }>`
  ${itemStyles}
`;
const ItemButton = styled.button<{ $compact: boolean }>`
  ${itemStyles}
`;

const Badge = styled.span`
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Footer = styled.div`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

function Item({
  label,
  icon,
  to,
  compact,
  badge,
  onClick,
  onNavigate,
}: {
  label: string;
  icon: IconName;
  to?: string;
  compact: boolean;
  badge?: string;
  onClick?: () => void;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const Glyph = icons[icon];
  const content = (
    <>
      <Glyph />
      {!compact && <span>{label}</span>}
      {!compact && badge && <Badge>{badge}</Badge>}
    </>
  );
  const title = compact ? (badge ? `${label} (${badge})` : label) : undefined;
  return (
    <li>
      {to ? (
        <ItemLink
          to={to}
          aria-current={pathname === to ? 'page' : undefined}
          $compact={compact}
          aria-label={compact ? label : undefined}
          title={title}
          onClick={onNavigate}
        >
          {content}
        </ItemLink>
      ) : (
        <ItemButton
          type="button"
          $compact={compact}
          disabled={!onClick}
          onClick={onClick}
          aria-label={compact ? title : undefined}
          title={title}
        >
          {content}
        </ItemButton>
      )}
    </li>
  );
}

export interface SidebarProps {
  expanded: boolean;
  isMobile: boolean;
  drawerOpen: boolean;
  onNavigate: () => void;
}

/** The app's left navigation: the tools, then Support, Subscription and Team Members. */
export function Sidebar({ expanded, isMobile, drawerOpen, onNavigate }: SidebarProps) {
  const compact = !isMobile && !expanded;
  return (
    <Aside id="app-sidebar" aria-label="Sidebar" $expanded={expanded} $mobile={isMobile} $open={drawerOpen}>
      <nav aria-label="Tools">
        <List>
          {MAIN_NAV.map((item) => (
            <Item
              key={item.label}
              {...item}
              compact={compact}
              badge={item.to ? undefined : 'Soon'}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </nav>
      <Footer>
        <List>
          <Item label="Support" icon="support" compact={compact} onClick={() => window.alert('Support coming soon!')} />
          <Item label="Subscription" icon="subscription" compact={compact} badge="Coming Soon" />
          <Item label="Team Members" icon="team" to="/team-members" compact={compact} onNavigate={onNavigate} />
        </List>
      </Footer>
    </Aside>
  );
}
