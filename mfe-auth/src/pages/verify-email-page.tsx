import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUTH_LIMITS } from '@kuza/contracts';
import { Stack } from '@kuza/ui';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { ResendCodeButton } from '../features/verify-email/resend-code-button';
import { VerifyEmailForm } from '../features/verify-email/verify-email-form';
import { nextFrom, withNext } from '../lib/next-path';
import { readRegisteredEmail } from '../lib/registered-email';

export default function VerifyEmailPage() {
  const [email] = useState(readRegisteredEmail);
  // Set when sign-up started from a page that sent the visitor to sign in (an invitation link).
  const next = nextFrom(useSearchParams()[0]);
  return (
    <AuthLayout
      title="Verify your email"
      description={
        <>
          We sent a six-digit code to <strong>{email ?? 'your email address'}</strong>. It works for{' '}
          {AUTH_LIMITS.otpTtlMinutes} minutes.
        </>
      }
      footer={
        <AuthFooterText>
          <Link to={withNext('/signup', next)}>Go back to sign up</Link>
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
