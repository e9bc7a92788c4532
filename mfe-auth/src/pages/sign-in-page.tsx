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

function googleError(code: string | null): string | undefined {
  return code && code in GOOGLE_ERRORS ? GOOGLE_ERRORS[code as GoogleErrorCode] : undefined;
}

/**
 * /signin. Whoever is signed in goes on to `next` (the protected page that sent them here) or
 * /dashboard: right after a successful sign-in, and when a signed-in user opens the page.
 */
export default function SignInPage() {
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const next = nextFrom(params);
  const email = emailFrom(params);
  const token = params.get('token');

  if (status === 'authenticated') return <Navigate to={next ?? DEFAULT_NEXT_PATH} replace />;
  const error = googleError(params.get('error'));
  return (
    <AuthLayout
      title="Sign in to Kuza"
      description="Welcome back! Sign in to keep building."
      footer={
        <AuthFooterText>
          Don&apos;t have an account? <Link to={withNext('/signup', next, email)}>Sign up</Link>
        </AuthFooterText>
      }
    >
      {token ? (
        <GoogleHandoff token={token} />
      ) : (
        <>
          {error && <FormAlert>{error}</FormAlert>}
          <SignInForm next={next} email={email} />
          <OrDivider />
          <GoogleButton label="Sign in with Google" next={next} />
        </>
      )}
    </AuthLayout>
  );
}
