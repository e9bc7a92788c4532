import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSessionEndedByUser, selectSessionStatus, useAppSelector, useAuthCurrentUserQuery } from '@kuza/store';
import { useI18n } from '@kuza/i18n/react';
import { PageSkeletonOf } from './page-skeleton-of';
import { shellMessages } from './shell-messages';

/**
 * The only pages that trade a `?token=` for the session (product.md §2, `useTokenHandoff`). Anywhere else
 * a token would open a protected page to a signed-out visitor with nothing to trade it.
 */
const TOKEN_HANDOFF_PATHS: ReadonlySet<string> = new Set(['/dashboard', '/onboarding/about-startup']);

function tradesToken(pathname: string, search: string): boolean {
  // The router matches '/dashboard/' to '/dashboard' too.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TOKEN_HANDOFF_PATHS.has(path) && new URLSearchParams(search).has('token');
}

/**
 * Guards a protected route with the session from the shared store (`GET /auth/user`): a visitor
 * who is not signed in goes to /signin with `next` set, so sign-in brings them back here. On the
 * pages that trade a `?token=` (the Google sign-in hand-off) it is let through: the page trades the
 * token for the session itself, then drops it from the URL, and a failed trade lands back here.
 */
export function RequireSession({ title, children }: { title: string; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { t } = useI18n();
  useAuthCurrentUserQuery();
  const status = useAppSelector(selectSessionStatus);
  const endedByUser = useAppSelector(selectSessionEndedByUser);
  if (status === 'authenticated') return children;
  if (status === 'anonymous' && tradesToken(pathname, search)) return children;
  // After "Sign out" the page the user left is not somewhere to come back to.
  if (status === 'anonymous' && endedByUser) return <Navigate to="/signin" replace />;
  if (status === 'anonymous') {
    return <Navigate to={`/signin?next=${encodeURIComponent(pathname + search + hash)}`} replace />;
  }
  return <PageSkeletonOf isProtected title={title} label={t(shellMessages.checkingSession)} />;
}
