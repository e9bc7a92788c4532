import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import {
  AUTH_FALLBACKS,
  PASSWORD_HINT,
  PASSWORD_HINT_VALUES,
  resetPasswordSchema,
  validateForm,
  type ResetPasswordInput,
} from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, Stack, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../../i18n';
import { useAuthResetPasswordMutation } from './api';

const messages = defineMessages({
  form: { id: 'auth.reset.form', defaultMessage: 'Set new password' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'Confirm password' },
  newLink: { id: 'auth.reset.newLink', defaultMessage: 'Request a new link' },
  saving: { id: 'auth.reset.saving', defaultMessage: 'Saving' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Reset Password' },
});

const validate = validateForm(resetPasswordSchema);

/** New password twice; a refusal (e.g. a used or expired link) shows under the fields. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useAuthI18n();
  const [resetPassword] = useAuthResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: ResetPasswordInput) => {
    try {
      await resetPassword({ ...values, token }).unwrap();
      setFailure(null);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t(AUTH_FALLBACKS.reset)));
    }
  };

  return (
    <Form<ResetPasswordInput> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <CheckedForm aria-label={t(messages.form)} onSubmit={handleSubmit}>
          <Stack gap="md">
            <FormTextField
              name="newPassword"
              type="password"
              label={t(messages.newPassword)}
              autoComplete="new-password"
              hint={t(PASSWORD_HINT, PASSWORD_HINT_VALUES)}
            />
            <FormTextField
              name="confirmPassword"
              type="password"
              label={t(messages.confirmPassword)}
              autoComplete="new-password"
            />
            {failure && (
              <Stack gap="xs">
                <FormAlert>{failure}</FormAlert>
                <Link to="/forgot-password">{t(messages.newLink)}</Link>
              </Stack>
            )}
            <Button type="submit" fullWidth loading={submitting} loadingLabel={t(messages.saving)}>
              {t(messages.submit)}
            </Button>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}
