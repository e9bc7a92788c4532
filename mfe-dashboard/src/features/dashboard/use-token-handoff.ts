import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_FALLBACKS } from '@kuza/contracts';
import { errorMessage, sessionStarted, useAppDispatch } from '@kuza/store';
import { useDashboardSetCookieMutation } from './api';

/**
 * Spec §2/§7: the dashboard reads `?token=` and sends it to the server to start the session
 * (`POST /auth/set-cookie/?token=`); a failure is logged only (spec §8). The token then leaves
 * the URL, so a reload never replays it. Returns true while the trade runs.
 */
export function useTokenHandoff(): boolean {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const dispatch = useAppDispatch();
  const [setCookie] = useDashboardSetCookieMutation();
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
      .catch((error: unknown) => console.error(errorMessage(error, AUTH_FALLBACKS.setCookie)))
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
