import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@kuza/contracts';
import { ButtonLink, FormAlert, Stack } from '@kuza/ui';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../features/password/reset-password-form';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../i18n';

const messages = defineMessages({
  doneTitle: { id: 'auth.reset.doneTitle', defaultMessage: 'Successfully reset!' },
  doneLead: {
    id: 'auth.reset.doneLead',
    defaultMessage: 'Your password has been changed. Sign in with your new password.',
  },
  signIn: { id: 'auth.reset.signIn', defaultMessage: 'Login now' },
  title: { id: 'auth.reset.title', defaultMessage: 'Set New Password' },
  lead: { id: 'auth.reset.lead', defaultMessage: 'Choose a new password of at least {min} characters.' },
  back: { id: 'auth.reset.back', defaultMessage: 'Back to sign in' },
  noToken: {
    id: 'auth.reset.noToken',
    defaultMessage: 'This reset link is incomplete: it has no token. Request a new link to continue.',
  },
  newLink: { id: 'auth.reset.newLink', defaultMessage: 'Request a new link' },
});

export default function ResetPasswordPage() {
  const { t } = useAuthI18n();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout title={t(messages.doneTitle)} description={t(messages.doneLead)}>
        <ButtonLink to="/signin" fullWidth>
          {t(messages.signIn)}
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t(messages.title)}
      description={t(messages.lead, { min: PASSWORD_MIN_LENGTH })}
      footer={
        <AuthFooterText>
          <Link to="/signin">{t(messages.back)}</Link>
        </AuthFooterText>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <Stack gap="md">
          <FormAlert>{t(messages.noToken)}</FormAlert>
          <ButtonLink to="/forgot-password" fullWidth>
            {t(messages.newLink)}
          </ButtonLink>
        </Stack>
      )}
    </AuthLayout>
  );
}
