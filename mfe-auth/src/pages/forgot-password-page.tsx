import { Link } from 'react-router-dom';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../features/password/forgot-password-form';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
  lead: {
    id: 'auth.forgot.lead',
    defaultMessage: 'Enter the email you signed up with and we will send you a link to set a new password.',
  },
  back: { id: 'auth.forgot.back', defaultMessage: 'Go back' },
});

export default function ForgotPasswordPage() {
  const { t } = useAuthI18n();
  return (
    <AuthLayout
      title={t(messages.title)}
      description={t(messages.lead)}
      footer={
        <AuthFooterText>
          <Link to="/signin">{t(messages.back)}</Link>
        </AuthFooterText>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
