import { Link, Navigate } from 'react-router-dom';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { SignUpForm } from '../features/sign-up/sign-up-form';
import { AFTER_SIGN_IN } from '../lib/next-path';
import { useSessionStatus } from '../lib/use-session-status';

export default function SignUpPage() {
  const status = useSessionStatus();
  if (status === 'authenticated') return <Navigate to={AFTER_SIGN_IN} replace />;
  return (
    <AuthLayout
      title="Create your account"
      description="Build your pitch deck and founder resume with AI help."
      footer={
        <AuthFooterText>
          Already have an account? <Link to="/signin">Sign in</Link>
        </AuthFooterText>
      }
    >
      <SignUpForm />
      <OrDivider />
      <GoogleButton label="Sign up with Google" />
    </AuthLayout>
  );
}
