import type { ReactNode } from 'react';
import { useAppModule } from './app-module';

/**
 * The signed-in app chrome (sidebar, top bar with the route's title) around `children`, once
 * @kuza/app is here: at once on a signed-in page opened directly (the start loaded it), else the
 * outline alone for the moment it takes to arrive after a public page.
 */
export function AppChromeOnceLoaded({ title, children }: { title: string; children: ReactNode }) {
  const app = useAppModule({ load: true });
  if (!app) return children;
  return <app.AppChrome title={title}>{children}</app.AppChrome>;
}
