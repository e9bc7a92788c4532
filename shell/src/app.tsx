import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
// The route table module itself, not the shared package entry: that one carries the yup schemas,
// which the first page does not need.
import { NOT_FOUND_ROUTE, pageTitle, ROUTES, type RouteEntry } from '@kuza/contracts/routes';
import { useAuthCurrentUserQuery } from '@kuza/store';
import { Toasts } from '@kuza/ui';
import { RemotePage } from './remote-page';
import { RequireSession } from './require-session';

type TitledPageProps = Pick<RouteEntry, 'title' | 'remote' | 'module' | 'protected'>;

function TitledPage({ title, remote, module, protected: isProtected }: TitledPageProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title, pathname]);
  const page = (
    <RemotePage key={`${remote}/${module}`} remote={remote} module={module} title={title} isProtected={!!isProtected} />
  );
  return isProtected ? <RequireSession title={title}>{page}</RequireSession> : page;
}

/**
 * Asks the API once at start who is signed in; every app reads the answer from the store. A
 * component of its own, so the answer re-renders only this, not the whole page.
 */
function SessionCheck() {
  useAuthCurrentUserQuery();
  return null;
}

/** The shell owns the route table; each route lazy-loads only its owning remote. */
export function App() {
  return (
    <>
      <SessionCheck />
      <Toasts />
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<TitledPage {...route} />} />
        ))}
        <Route path="*" element={<TitledPage {...NOT_FOUND_ROUTE} />} />
      </Routes>
    </>
  );
}
