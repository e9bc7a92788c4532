import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  AUTH_FALLBACKS,
  AUTH_LIMITS,
  forgotPasswordSchema,
  validateForm,
  type ForgotPasswordInput,
} from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { useAuthForgotPasswordMutation } from './api';

const validate = validateForm(forgotPasswordSchema);

/** Asks for a reset link; the 'Reset link sent' dialog shows the address (product.md §2). */
export function ForgotPasswordForm() {
  const [requestReset] = useAuthForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await requestReset({ email }).unwrap();
      setSentTo(email.trim());
    } catch (error) {
      console.error(AUTH_FALLBACKS.forgot, error);
      toast.error(errorMessage(error, AUTH_FALLBACKS.forgot));
    }
  };

  return (
    <>
      <Form<ForgotPasswordInput> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <CheckedForm aria-label="Forgot password" onSubmit={handleSubmit}>
            <Stack gap="md">
              <FormTextField name="email" type="email" label="Email" autoComplete="email" />
              <Button type="submit" fullWidth loading={submitting} loadingLabel="Sending">
                Request Reset
              </Button>
            </Stack>
          </CheckedForm>
        )}
      </Form>
      <Dialog
        open={sentTo !== null}
        onClose={() => setSentTo(null)}
        title="Reset link sent"
        size="sm"
        footer={<Button onClick={() => setSentTo(null)}>Close</Button>}
      >
        <p>
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to set a new password. The link works
          for {AUTH_LIMITS.resetTokenTtlMinutes} minutes.
        </p>
      </Dialog>
    </>
  );
}
