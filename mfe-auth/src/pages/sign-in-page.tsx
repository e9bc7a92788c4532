import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { GOOGLE_ERRORS, type GoogleErrorCode } from '@kuza/contracts/account';
import { DEFAULT_NEXT_PATH } from '@kuza/contracts/next-path';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { GoogleHandoff } from '../features/sign-in/google-handoff';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { emailFrom, nextFrom, withNext } from '../lib/next-path';
import { useSessionStatus } from '../lib/use-session-status';
import { FormAlert } from '@kuza/ui';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useAuthI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'auth.signIn.title', defaultMessage: 'Sign in to Kuza' },
  lead: { id: 'auth.signIn.lead', defaultMessage: 'Welcome back! Sign in to keep building.' },
  noAccount: { id: 'auth.signIn.noAccount', defaultMessage: 'Don’t have an account?' },
  signUp: { id: 'auth.signIn.signUp', defaultMessage: 'Sign up' },
  google: { id: 'auth.signIn.google', defaultMessage: 'Sign in with Google' },
});

function googleError(code: string | null): MessageDescriptor | undefined {
  return code && Object.hasOwn(GOOGLE_ERRORS, code) ? GOOGLE_ERRORS[code as GoogleErrorCode] : undefined;
}

/**
 * /signin. Whoever is signed in goes on to `next` (the protected page that sent them here) or
 * /dashboard: right after a successful sign-in, and when a signed-in user opens the page.
 */
export default function SignInPage() {
  const { t } = useAuthI18n();
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const next = nextFrom(params);
  const email = emailFrom(params);
  const token = params.get('token');

  if (status === 'authenticated') return <Navigate to={next ?? DEFAULT_NEXT_PATH} replace />;
  const error = googleError(params.get('error'));
  return (
    <AuthLayout
      title={t(messages.title)}
      description={t(messages.lead)}
      footer={
        <AuthFooterText>
          {t(messages.noAccount)} <Link to={withNext('/signup', next, email)}>{t(messages.signUp)}</Link>
        </AuthFooterText>
      }
    >
      {token ? (
        <GoogleHandoff token={token} />
      ) : (
        <>
          {error && <FormAlert>{t(error)}</FormAlert>}
          <SignInForm next={next} email={email} />
          <OrDivider />
          <GoogleButton label={t(messages.google)} next={next} />
        </>
      )}
    </AuthLayout>
  );
}
