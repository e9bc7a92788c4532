import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container, Logo, theme } from '@kuza/ui';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  main: { id: 'marketing.header.main', defaultMessage: 'Main' },
  menu: { id: 'marketing.header.menu', defaultMessage: 'Menu' },
});

/** product.md §9: the bar turns solid after 50 px of scroll. */
export const SOLID_HEADER_OFFSET_PX = 50;

export interface SiteHeaderProps {
  /** In-page sections of the landing page; on small screens they move into a menu. */
  links?: ReadonlyArray<{ label: MessageDescriptor; hash: string }>;
  /** Buttons at the right, e.g. Login and Try For Free. */
  actions: ReactNode;
}

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid transparent;
  background: transparent;
  transition:
    background ${({ theme }) => theme.transitions.normal},
    box-shadow ${({ theme }) => theme.transitions.normal};
  ${({ $solid, theme }) =>
    $solid &&
    css`
      border-bottom-color: ${theme.colors.border};
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.md};
    `}
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  height: ${({ theme }) => theme.heights.siteHeader};
`;

const hideOnMobile = css`
  @media ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Links = styled.ul<{ $collapsible: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $collapsible }) => $collapsible && hideOnMobile}
`;

const SectionLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div<{ $collapsible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  ${({ $collapsible }) => $collapsible && hideOnMobile}
`;

const Toggle = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  @media ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

const Menu = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ul {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    padding: 0;
    list-style: none;
  }

  li a {
    display: block;
    padding: ${({ theme }) => theme.spacing.sm} 0;
  }

  @media ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const MenuActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 5l12 12M17 5L5 17' : 'M3 6h16M3 11h16M3 16h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The top bar of the public pages: transparent over the hero, solid with a shadow and border once
 * scrolled; below 768 px the section links and buttons fold into a keyboard-operable menu.
 */
export function SiteHeader({ links = [], actions }: SiteHeaderProps) {
  const solid = useScrolledPast(SOLID_HEADER_OFFSET_PX);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const collapsible = links.length > 0;
  const { t, href } = useMarketingI18n();

  useEffect(() => {
    if (!open) return;
    const closeOnDesktop = window.matchMedia?.(theme.media.desktop);
    const onChange = () => closeOnDesktop?.matches && setOpen(false);
    closeOnDesktop?.addEventListener('change', onChange);
    return () => closeOnDesktop?.removeEventListener('change', onChange);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Following any link in the menu (a section or a button link) closes it.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  const sectionLinks = links.map((link) => (
    <li key={link.hash}>
      <SectionLink to={href(`/#${link.hash}`)}>{t(link.label)}</SectionLink>
    </li>
  ));

  return (
    <Bar $solid={solid || open}>
      <nav aria-label={t(messages.main)}>
        <Container>
          <Row>
            <Logo to={href('/')} />
            {collapsible && <Links $collapsible>{sectionLinks}</Links>}
            <Actions $collapsible={collapsible}>{actions}</Actions>
            {collapsible && (
              <Toggle
                ref={toggleRef}
                type="button"
                aria-expanded={open}
                aria-controls={menuId}
                aria-label={t(messages.menu)}
                onClick={() => setOpen((value) => !value)}
              >
                <MenuIcon open={open} />
              </Toggle>
            )}
          </Row>
        </Container>
        {collapsible && (
          <Menu id={menuId} hidden={!open} onKeyDown={onMenuKeyDown} onClick={onMenuClick}>
            <ul>{sectionLinks}</ul>
            <MenuActions>{actions}</MenuActions>
          </Menu>
        )}
      </nav>
    </Bar>
  );
}
