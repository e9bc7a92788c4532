import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_FALLBACKS, AUTH_TOASTS } from '@kuza/contracts/account';
import { errorMessage, sessionStarted, useAppDispatch } from '@kuza/store';
import { FormAlert, PageLoader, Stack, toast } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../../i18n';
import { useAuthSetCookieMutation } from './api';

const messages = defineMessages({
  signingIn: { id: 'auth.handoff.signingIn', defaultMessage: 'Signing you in' },
  back: { id: 'auth.handoff.back', defaultMessage: 'Back to sign in' },
});

/**
 * The end of a Google sign-in: the API sent the browser here with a one-time `?token=`, which
 * POST /auth/set-cookie trades for the session. The page's redirect then takes the user on.
 */
export function GoogleHandoff({ token }: { token: string }) {
  const { t } = useAuthI18n();
  const dispatch = useAppDispatch();
  const [setCookie] = useAuthSetCookieMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The token works once: React's development double effects must not spend it twice.
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    setCookie(token)
      .unwrap()
      .then(async ({ message, user }) => {
        toast.success(message || t(AUTH_TOASTS.loginSuccess));
        await dispatch(sessionStarted(user));
      })
      .catch((error: unknown) => {
        console.error(errorMessage(error, t(AUTH_FALLBACKS.setCookie)));
        setFailure(errorMessage(error, t(AUTH_FALLBACKS.setCookie)));
      });
  }, [dispatch, setCookie, t, token]);

  if (!failure) return <PageLoader label={t(messages.signingIn)} />;
  return (
    <Stack gap="sm">
      <FormAlert>{failure}</FormAlert>
      <Link to="/signin" replace>
        {t(messages.back)}
      </Link>
    </Stack>
  );
}
