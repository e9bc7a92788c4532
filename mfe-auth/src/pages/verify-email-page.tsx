import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUTH_LIMITS } from '@kuza/contracts';
import { Stack } from '@kuza/ui';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { ResendCodeButton } from '../features/verify-email/resend-code-button';
import { VerifyEmailForm } from '../features/verify-email/verify-email-form';
import { nextFrom, withNext } from '../lib/next-path';
import { readRegisteredEmail } from '../lib/registered-email';
import { defineMessages } from '@kuza/i18n';
import { PLACE, placing, useAuthI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'auth.verify.title', defaultMessage: 'Verify your email' },
  lead: {
    id: 'auth.verify.lead',
    defaultMessage:
      'We sent a six-digit code to {email}. It works for {minutes, plural, one {# minute} other {# minutes}}.',
  },
  yourAddress: { id: 'auth.verify.yourAddress', defaultMessage: 'your email address' },
  back: { id: 'auth.verify.back', defaultMessage: 'Go back to sign up' },
});

export default function VerifyEmailPage() {
  const { t } = useAuthI18n();
  const [email] = useState(readRegisteredEmail);
  // Set when sign-up started from a page that sent the visitor to sign in (an invitation link).
  const next = nextFrom(useSearchParams()[0]);
  return (
    <AuthLayout
      title={t(messages.title)}
      description={placing(
        t(messages.lead, { email: PLACE, minutes: AUTH_LIMITS.otpTtlMinutes }),
        <strong>{email ?? t(messages.yourAddress)}</strong>,
      )}
      footer={
        <AuthFooterText>
          <Link to={withNext('/signup', next)}>{t(messages.back)}</Link>
        </AuthFooterText>
      }
    >
      <Stack gap="sm">
        <VerifyEmailForm email={email} next={next} />
        <ResendCodeButton email={email} />
      </Stack>
    </AuthLayout>
  );
}
