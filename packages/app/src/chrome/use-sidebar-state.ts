import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from './nav-items';
import { theme, useMediaQuery } from '@kuza/ui';

function readExpanded(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=([^;]*)`));
  return match ? match[1] !== 'false' : true;
}

/**
 * Desktop: expanded (16rem) or icon-only (3rem), kept in a cookie for 7 days. Mobile: a drawer
 * (18rem), closed by default, closed by Escape. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState() {
  const isMobile = useMediaQuery(theme.media.mobile);
  const [expanded, setExpanded] = useState(readExpanded);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setExpanded((value) => {
      const next = !value;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
      return next;
    });
  }, [isMobile]);

  // Leaving the mobile layout (a rotated tablet, a wider window) must not leave a drawer open.
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Escape' && isMobile) {
        setDrawerOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, isMobile]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return { isMobile, expanded, drawerOpen, toggle, closeDrawer };
}
