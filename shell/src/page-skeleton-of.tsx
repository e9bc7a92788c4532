// From the shared @kuza/ui module every page loads anyway: the skeleton costs no download of its
// own, and shows while the network is what is slow. The chrome (@kuza/app) is loaded only for
// signed-in routes.
import { useLocation } from 'react-router-dom';
import { PageLoader, PageSkeleton } from '@kuza/ui';
import { AppChromeOnceLoaded } from './app-chrome-once-loaded';
import { useAppModule } from './app-module';
import { KeptServerDrawn } from './kept-server-drawn';

export interface PageSkeletonOfProps {
  isProtected: boolean;
  /** The route's title, shown in the app chrome's top bar. */
  title: string;
  label: string;
}

/**
 * What a route shows while its page loads: a signed-in page gets the app chrome (sidebar, top bar
 * with the page's title) around the outline of a page, drawn in the same render as the route
 * change once the chrome's code is here (after a public page, the outline shows first); a public
 * page, whose remote draws its own header, what the gateway drew of it on the server (the shared
 * deck), else a centred spinner.
 */
export function PageSkeletonOf({ isProtected, title, label }: PageSkeletonOfProps) {
  const { pathname } = useLocation();
  // What the gateway drew was kept by a start that loaded @kuza/app; without it there is none.
  const app = useAppModule({ load: false });
  if (!isProtected) {
    const drawn = app?.serverDrawnElement(pathname);
    // Moved back in the same commit that cleared the root: nothing is painted in between.
    if (drawn) return <KeptServerDrawn element={drawn} />;
    return <PageLoader label={label} />;
  }
  return (
    <AppChromeOnceLoaded title={title}>
      <PageSkeleton label={label} />
    </AppChromeOnceLoaded>
  );
}
