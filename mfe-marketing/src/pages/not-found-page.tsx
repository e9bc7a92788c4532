import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, StatusPage } from '@kuza/ui';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <main>
      <StatusPage code="404" title="Oops! Page not found" action={<ButtonLink to="/">Return to Home</ButtonLink>} />
    </main>
  );
}
