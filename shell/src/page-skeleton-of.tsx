// From the shared @kuza/app and @kuza/ui modules every page loads anyway: the skeleton costs no
// download of its own, and shows while the network is what is slow.
import { AppChrome } from '@kuza/app';
import { PageLoader, PageSkeleton } from '@kuza/ui';

export interface PageSkeletonOfProps {
  isProtected: boolean;
  /** The route's title, shown in the app chrome's top bar. */
  title: string;
  label: string;
}

/**
 * What a route shows while its page loads: a signed-in page gets the app chrome (sidebar, top bar
 * with the page's title) around the outline of a page, drawn in the same render as the route
 * change; a public page, whose remote draws its own header, a centred spinner.
 */
export function PageSkeletonOf({ isProtected, title, label }: PageSkeletonOfProps) {
  if (!isProtected) return <PageLoader label={label} />;
  return (
    <AppChrome title={title}>
      <PageSkeleton label={label} />
    </AppChrome>
  );
}
