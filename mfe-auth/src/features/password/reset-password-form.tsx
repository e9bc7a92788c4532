import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import {
  AUTH_FALLBACKS,
  PASSWORD_HINT,
  resetPasswordSchema,
  validateForm,
  type ResetPasswordInput,
} from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, Stack, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { useAuthResetPasswordMutation } from './api';

const validate = validateForm(resetPasswordSchema);

/** New password twice; a refusal (e.g. a used or expired link) shows under the fields. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [resetPassword] = useAuthResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: ResetPasswordInput) => {
    try {
      await resetPassword({ ...values, token }).unwrap();
      setFailure(null);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, AUTH_FALLBACKS.reset));
    }
  };

  return (
    <Form<ResetPasswordInput> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <CheckedForm aria-label="Set new password" onSubmit={handleSubmit}>
          <Stack gap="md">
            <FormTextField
              name="newPassword"
              type="password"
              label="New password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <FormTextField
              name="confirmPassword"
              type="password"
              label="Confirm password"
              autoComplete="new-password"
            />
            {failure && (
              <Stack gap="xs">
                <FormAlert>{failure}</FormAlert>
                <Link to="/forgot-password">Request a new link</Link>
              </Stack>
            )}
            <Button type="submit" fullWidth loading={submitting} loadingLabel="Saving">
              Reset Password
            </Button>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}
