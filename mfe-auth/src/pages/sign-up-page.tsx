import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_NEXT_PATH } from '@kuza/contracts/next-path';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { SignUpForm } from '../features/sign-up/sign-up-form';
import { emailFrom, nextFrom, withNext } from '../lib/next-path';
import { useSessionStatus } from '../lib/use-session-status';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  lead: { id: 'auth.signUp.lead', defaultMessage: 'Build your pitch deck and founder resume with AI help.' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'auth.signUp.signIn', defaultMessage: 'Sign in' },
  google: { id: 'auth.signUp.google', defaultMessage: 'Sign up with Google' },
});

export default function SignUpPage() {
  const { t } = useAuthI18n();
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const next = nextFrom(params);
  const email = emailFrom(params);
  if (status === 'authenticated') return <Navigate to={next ?? DEFAULT_NEXT_PATH} replace />;
  return (
    <AuthLayout
      title={t(messages.title)}
      description={t(messages.lead)}
      footer={
        <AuthFooterText>
          {t(messages.haveAccount)} <Link to={withNext('/signin', next, email)}>{t(messages.signIn)}</Link>
        </AuthFooterText>
      }
    >
      <SignUpForm next={next} email={email} />
      <OrDivider />
      <GoogleButton label={t(messages.google)} next={next} />
    </AuthLayout>
  );
}
