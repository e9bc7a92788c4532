import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NOT_FOUND_ROUTE, pageTitle, ROUTES, type RouteEntry } from '@kuza/contracts';
import { Toasts } from '@kuza/ui';
import { RemotePage } from './remote-page';

function TitledPage({ title, remote, module }: Pick<RouteEntry, 'title' | 'remote' | 'module'>) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title, pathname]);
  return <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />;
}

/** The shell owns the route table; each route lazy-loads only its owning remote. */
export function App() {
  return (
    <>
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
