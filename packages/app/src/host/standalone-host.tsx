import { lazy, StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
// The route table module itself, not the shared package entry: that one carries the yup schemas,
// which the first page does not need.
import {
  NOT_FOUND_ROUTE,
  NOT_FOUND_TITLE,
  pageFileName,
  pageTitle,
  routesOf,
  type RemoteName,
} from '@kuza/contracts/routes';
import { ThemeRoot, Toasts, StatusPage, ButtonLink, ROUTER_FUTURE, PageLoader, registerSharedCatalogs } from '@kuza/ui';
import { defineMessages, i18n, pageLocale } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { registerAppCatalogs } from '../app-catalogs';

const messages = defineMessages({
  notFound: { id: 'app.standalone.notFound', defaultMessage: 'Oops! Page not found' },
  home: { id: 'app.standalone.home', defaultMessage: 'Return to Home' },
});
import { createAppStore, loadRuntimeConfig } from '@kuza/store';

function Titled({ title, Page }: { title: string; Page: ComponentType }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title, pathname]);
  return <Page />;
}

function StandaloneNotFound() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
    document.title = pageTitle(NOT_FOUND_TITLE);
  }, [pathname]);
  return (
    <StatusPage code="404" title={t(messages.notFound)} action={<ButtonLink to="/">{t(messages.home)}</ButtonLink>} />
  );
}

export interface StandaloneOptions {
  remote: RemoteName;
  /**
   * Loads a page by its file name under the remote's src/pages ('deck-list-page'), e.g.
   * `(file) => import(\`./pages/${file}.tsx\`)`: the host serves every page the route table gives
   * the remote, so no list of pages is kept here.
   */
  loadPage: (file: string) => Promise<{ default: ComponentType }>;
}

/**
 * Runs a remote on its own, for isolated development and QA: its own router, its own store from
 * the shared factory, the same theme and toasts, and the real API from /runtime-config.json.
 */
export async function mountStandalone({ remote, loadPage }: StandaloneOptions) {
  // The browser's language, and the shared packages' words in it, before the first page is drawn (as the shell
  // does); a catalog that fails leaves its words in English.
  const words = i18n
    .setLocale(pageLocale({ pathname: window.location.pathname, stored: null, languages: navigator.languages }))
    .then(() => Promise.all([registerSharedCatalogs(), registerAppCatalogs()]))
    .catch(() => undefined);
  await loadRuntimeConfig();
  await words;
  const store = createAppStore();
  const page = (module: string) => lazy(() => loadPage(pageFileName(module)));
  const routes = routesOf(remote).map((route) => ({ ...route, Page: page(route.module) }));
  const NotFound = NOT_FOUND_ROUTE.remote === remote ? page(NOT_FOUND_ROUTE.module) : StandaloneNotFound;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <ThemeRoot>
            <Toasts />
            <Suspense fallback={<PageLoader />}>
              <Routes>
                {routes.map(({ path, title, Page }) => (
                  <Route key={path} path={path} element={<Titled title={title} Page={Page} />} />
                ))}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </ThemeRoot>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
