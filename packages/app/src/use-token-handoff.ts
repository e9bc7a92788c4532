import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
// Not the shared package entry, which carries the yup schemas the first page does not need.
import { AUTH_FALLBACKS } from '@kuza/contracts/auth-fallbacks';
import { i18n } from '@kuza/i18n';
import { errorMessage, sessionStarted, useAppDispatch, useAuthSetCookieMutation } from '@kuza/store';

/**
 * product.md §2/§7: a `?token=` in the page URL (onboarding step 1, the dashboard) is first traded for
 * the session cookie (`POST /auth/set-cookie/?token=`). A failure is logged only (product.md §8). The
 * token leaves the URL either way, so a reload or a shared link never replays it. Returns true
 * while the trade runs.
 */
export function useTokenHandoff(): boolean {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const dispatch = useAppDispatch();
  const [setCookie] = useAuthSetCookieMutation();
  const [pending, setPending] = useState(Boolean(token));
  // The token works once: React's development double effects must not spend it twice.
  const spent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spent.current === token) return;
    spent.current = token;
    setPending(true);
    setCookie(token)
      .unwrap()
      .then(({ user }) => dispatch(sessionStarted(user)))
      .catch((error: unknown) => console.error(errorMessage(error, i18n.t(AUTH_FALLBACKS.setCookie))))
      .finally(() => {
        setPending(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('token');
            return next;
          },
          { replace: true },
        );
      });
  }, [dispatch, setCookie, setParams, token]);

  return pending && Boolean(token);
}
