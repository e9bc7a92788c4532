// NavLink is avoided on purpose: importing it made the federated react-router-dom singleton
// resolve without `Link` in production builds; Link + useLocation gives the same result.
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { icons, type IconName } from '@kuza/ui';

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
  margin-inline-start: auto;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface SidebarItemProps {
  label: string;
  icon: IconName;
  to?: string;
  compact: boolean;
  badge?: string;
  onClick?: () => void;
  onNavigate?: () => void;
}

/** One sidebar entry: a link, or a button for tools without a screen yet. */
export function SidebarItem({ label, icon, to, compact, badge, onClick, onNavigate }: SidebarItemProps) {
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
