import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@kuza/contracts';
import { ButtonLink, FormAlert, Stack } from '@kuza/ui';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../features/password/reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout
        title="Successfully reset!"
        description="Your password has been changed. Sign in with your new password."
      >
        <ButtonLink to="/signin" fullWidth>
          Login now
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Set New Password"
      description={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`}
      footer={
        <AuthFooterText>
          <Link to="/signin">Back to sign in</Link>
        </AuthFooterText>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <Stack gap="md">
          <FormAlert>This reset link is incomplete: it has no token. Request a new link to continue.</FormAlert>
          <ButtonLink to="/forgot-password" fullWidth>
            Request a new link
          </ButtonLink>
        </Stack>
      )}
    </AuthLayout>
  );
}
