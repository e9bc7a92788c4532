import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentPageTitle, routeOf } from '@kuza/contracts/routes';

/**
 * Names the document a page shows in the tab's title, as the page's HTML did for a link preview
 * ("SokoFresh · Shared Pitch Deck | Kuza"), once its name is known. The shell titles every page with
 * its route when it opens; the page's own effect runs after that, so the name stays.
 */
export function useDocumentTitle(name: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = routeOf(pathname);
    if (name && route) document.title = documentPageTitle(name, route.title);
  }, [name, pathname]);
}
