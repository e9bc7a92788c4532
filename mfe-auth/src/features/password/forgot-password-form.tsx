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
import { defineMessages } from '@kuza/i18n';
import { FIELD_MESSAGES } from '../../lib/field-messages';
import { PLACE, placing, useAuthI18n } from '../../i18n';
import { useAuthForgotPasswordMutation } from './api';

const messages = defineMessages({
  form: { id: 'auth.forgot.form', defaultMessage: 'Forgot password' },
  sending: { id: 'auth.forgot.sending', defaultMessage: 'Sending' },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Request Reset' },
  sentTitle: { id: 'auth.forgot.sentTitle', defaultMessage: 'Reset link sent' },
  close: { id: 'auth.forgot.close', defaultMessage: 'Close' },
  sent: {
    id: 'auth.forgot.sent',
    defaultMessage:
      'If an account exists for {email}, we sent it a link to set a new password. The link works for {minutes, plural, one {# minute} other {# minutes}}.',
  },
});

const validate = validateForm(forgotPasswordSchema);

/** Asks for a reset link; the 'Reset link sent' dialog shows the address (product.md §2). */
export function ForgotPasswordForm() {
  const { t } = useAuthI18n();
  const [requestReset] = useAuthForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await requestReset({ email }).unwrap();
      setSentTo(email.trim());
    } catch (error) {
      console.error(t(AUTH_FALLBACKS.forgot), error);
      toast.error(errorMessage(error, t(AUTH_FALLBACKS.forgot)));
    }
  };

  return (
    <>
      <Form<ForgotPasswordInput> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <CheckedForm aria-label={t(messages.form)} onSubmit={handleSubmit}>
            <Stack gap="md">
              <FormTextField name="email" type="email" label={t(FIELD_MESSAGES.email)} autoComplete="email" />
              <Button type="submit" fullWidth loading={submitting} loadingLabel={t(messages.sending)}>
                {t(messages.submit)}
              </Button>
            </Stack>
          </CheckedForm>
        )}
      </Form>
      <Dialog
        open={sentTo !== null}
        onClose={() => setSentTo(null)}
        title={t(messages.sentTitle)}
        size="sm"
        footer={<Button onClick={() => setSentTo(null)}>{t(messages.close)}</Button>}
      >
        <p>
          {placing(
            t(messages.sent, { email: PLACE, minutes: AUTH_LIMITS.resetTokenTtlMinutes }),
            <strong>{sentTo}</strong>,
          )}
        </p>
      </Dialog>
    </>
  );
}
