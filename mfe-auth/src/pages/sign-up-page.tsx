import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_NEXT_PATH } from '@kuza/contracts/next-path';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { SignUpForm } from '../features/sign-up/sign-up-form';
import { emailFrom, nextFrom, withNext } from '../lib/next-path';
import { useSessionStatus } from '../lib/use-session-status';

export default function SignUpPage() {
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const next = nextFrom(params);
  const email = emailFrom(params);
  if (status === 'authenticated') return <Navigate to={next ?? DEFAULT_NEXT_PATH} replace />;
  return (
    <AuthLayout
      title="Create your account"
      description="Build your pitch deck and founder resume with AI help."
      footer={
        <AuthFooterText>
          Already have an account? <Link to={withNext('/signin', next, email)}>Sign in</Link>
        </AuthFooterText>
      }
    >
      <SignUpForm next={next} email={email} />
      <OrDivider />
      <GoogleButton label="Sign up with Google" next={next} />
    </AuthLayout>
  );
}
