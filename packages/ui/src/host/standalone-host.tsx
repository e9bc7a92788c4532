import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
// The route table module itself, not the shared package entry: that one carries the yup schemas,
// which the first page does not need.
import { NOT_FOUND_TITLE, pageTitle, routesOf, type RemoteName } from '@kuza/contracts/src/routes';
import { createAppStore, loadRuntimeConfig } from '@kuza/store';
import { ThemeRoot } from '../theme-root';
import { Toasts } from '../toasts';
import { StatusPage } from '../status-page';
import { ButtonLink } from '../button-link';
import { ROUTER_FUTURE } from '../router-future';

function Titled({ title, Page }: { title: string; Page: ComponentType }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title, pathname]);
  return <Page />;
}

function StandaloneNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
    document.title = pageTitle(NOT_FOUND_TITLE);
  }, [pathname]);
  return <StatusPage code="404" title="Oops! Page not found" action={<ButtonLink to="/">Return to Home</ButtonLink>} />;
}

export interface StandaloneOptions {
  remote: RemoteName;
  /** Exposed module name → page component, e.g. { './DeckListPage': DeckListPage }. */
  pages: Record<string, ComponentType>;
  notFound?: ComponentType;
}

/**
 * Runs a remote on its own, for isolated development and QA: its own router, its own store from
 * the shared factory, the same theme and toasts, and the real API from /runtime-config.json.
 */
export async function mountStandalone({ remote, pages, notFound: NotFound = StandaloneNotFound }: StandaloneOptions) {
  await loadRuntimeConfig();
  const store = createAppStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <ThemeRoot>
            <Toasts />
            <Routes>
              {routesOf(remote).map((route) => {
                const Page = pages[route.module];
                return Page ? (
                  <Route key={route.path} path={route.path} element={<Titled title={route.title} Page={Page} />} />
                ) : null;
              })}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </ThemeRoot>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
