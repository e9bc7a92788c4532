import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
// The route table module itself, not the shared package entry: that one carries the yup schemas,
// which the first page does not need.
import { NOT_FOUND_ROUTE, ROUTES, type RouteEntry } from '@kuza/contracts/routes';
import { i18n, isLocale, localeOfPath, localizedPath, SUPPORTED_LOCALES } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { useAuthCurrentUserQuery } from '@kuza/store';
import { Toasts } from '@kuza/ui';
import { RemotePage } from './remote-page';
import { RequireSession } from './require-session';
import { routePageTitle, routeTitle } from './route-titles';

type TitledPageProps = Pick<RouteEntry, 'title' | 'remote' | 'module' | 'protected'> & { path?: string };

function TitledPage({ path, title: englishTitle, remote, module, protected: isProtected }: TitledPageProps) {
  const { pathname } = useLocation();
  const { locale } = useI18n();
  const title = routeTitle({ path, title: englishTitle });
  useEffect(() => {
    document.title = routePageTitle({ path, title: englishTitle });
  }, [path, englishTitle, pathname, locale]);
  const page = (
    <RemotePage key={`${remote}/${module}`} remote={remote} module={module} title={title} isProtected={!!isProtected} />
  );
  return isProtected ? <RequireSession title={title}>{page}</RequireSession> : page;
}

/**
 * Asks the API once at start who is signed in; every app reads the answer from the store, and the page takes the
 * account's language. A component of its own, so the answer re-renders only this, not the whole page.
 */
function SessionCheck() {
  const { data: user } = useAuthCurrentUserQuery();
  const { pathname } = useLocation();
  const accountLocale = user?.locale;
  // The signed-in account's language wins over the stored choice and the browser's; an address that names its
  // language (/fr/…) keeps it, as its link promised.
  useEffect(() => {
    if (isLocale(accountLocale) && !localeOfPath(pathname) && accountLocale !== i18n.locale) {
      i18n.setLocale(accountLocale).catch(() => undefined);
    }
  }, [accountLocale, pathname]);
  return null;
}

/** A move to a page under a language's prefix ('/fr/waitlist') switches the page to that language. */
function LanguageOfAddress() {
  const { pathname } = useLocation();
  useEffect(() => {
    const locale = localeOfPath(pathname);
    if (locale && locale !== i18n.locale) i18n.setLocale(locale).catch(() => undefined);
  }, [pathname]);
  return null;
}

/**
 * Every address a route answers: its path, and for a public page its path in each other language ('/fr/waitlist').
 */
function addressesOf(route: RouteEntry): string[] {
  if (route.protected) return [route.path];
  return SUPPORTED_LOCALES.map((locale) => localizedPath(route.path, locale));
}

/** The shell owns the route table; each route lazy-loads only its owning remote. */
export function App() {
  return (
    <>
      <SessionCheck />
      <LanguageOfAddress />
      <Toasts />
      <Routes>
        {ROUTES.flatMap((route) =>
          addressesOf(route).map((address) => (
            <Route key={address} path={address} element={<TitledPage {...route} />} />
          )),
        )}
        <Route path="*" element={<TitledPage {...NOT_FOUND_ROUTE} />} />
      </Routes>
    </>
  );
}
