import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSessionEndedByUser, selectSessionStatus, useAppSelector, useAuthCurrentUserQuery } from '@kuza/store';
import { PageLoader } from '@kuza/ui';

/**
 * Guards a protected route with the session from the shared store (`GET /auth/user`): a visitor
 * who is not signed in goes to /signin with `next` set, so sign-in brings them back here. A page
 * URL carrying `?token=` (the Google sign-in hand-off, spec §2) is let through: the page trades the
 * token for the session itself, then drops it from the URL, and a failed trade lands back here.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  useAuthCurrentUserQuery();
  const status = useAppSelector(selectSessionStatus);
  const endedByUser = useAppSelector(selectSessionEndedByUser);
  if (status === 'authenticated') return children;
  // After "Sign out" the page the user left is not somewhere to come back to.
  if (status === 'anonymous' && new URLSearchParams(search).has('token')) return children;
  if (status === 'anonymous' && endedByUser) return <Navigate to="/signin" replace />;
  if (status === 'anonymous') {
    return <Navigate to={`/signin?next=${encodeURIComponent(pathname + search + hash)}`} replace />;
  }
  return <PageLoader label="Checking your session" />;
}
