import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link } from 'react-router-dom';
import {
  changePasswordSchema,
  PASSWORD_HINT,
  PASSWORD_HINT_VALUES,
  PROFILE_MESSAGES,
  validateForm,
  type ChangePasswordInput,
  type PublicUser,
} from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { useProfileChangePasswordMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  google: {
    id: 'dashboard.password.google',
    defaultMessage: 'You sign in with Google, so your account has no password yet. To add one,',
  },
  requestLink: { id: 'dashboard.password.requestLink', defaultMessage: 'request a link to set a password' },
  form: { id: 'dashboard.password.form', defaultMessage: 'Change password' },
  current: { id: 'dashboard.password.current', defaultMessage: 'Current password' },
  new: { id: 'dashboard.password.new', defaultMessage: 'New password' },
  confirm: { id: 'dashboard.password.confirm', defaultMessage: 'Confirm new password' },
  changing: { id: 'dashboard.password.changing', defaultMessage: 'Changing password' },
  submit: { id: 'dashboard.password.submit', defaultMessage: 'Change password' },
});

const validate = validateForm(changePasswordSchema);

/** The server's reasons (by their stable code) that belong to one field; anything else shows above the button. */
const FIELD_OF: Record<string, keyof ChangePasswordInput> = {
  [PROFILE_MESSAGES.currentPasswordWrong.id]: 'currentPassword',
  [PROFILE_MESSAGES.samePassword.id]: 'newPassword',
};

const codeOf = (error: unknown) => (error as { data?: { code?: unknown } } | undefined)?.data?.code;

/** Change password: the current one, then a new one twice. Other devices are signed out. */
export function PasswordForm({ user }: { user: PublicUser }) {
  const { t } = useDashboardI18n();
  const [change] = useProfileChangePasswordMutation();

  if (!user.providers.includes('password')) {
    return (
      <p>
        {t(messages.google)} <Link to="/forgot-password">{t(messages.requestLink)}</Link>.
      </p>
    );
  }

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      const { message } = await change(values).unwrap();
      toast.success(message || t(PROFILE_MESSAGES.passwordChanged));
      return undefined;
    } catch (error) {
      const message = errorMessage(error, t(PROFILE_MESSAGES.passwordFailed));
      const code = codeOf(error);
      const field = typeof code === 'string' ? FIELD_OF[code] : undefined;
      return field ? { [field]: message } : { [FORM_ERROR]: message };
    }
  };

  return (
    <Form<ChangePasswordInput> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <CheckedForm
          aria-label={t(messages.form)}
          onSubmit={(event) =>
            handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            })
          }
        >
          <Stack gap="md">
            {/* Lets password managers tie the new password to the right account. */}
            <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <FormTextField
              name="currentPassword"
              type="password"
              label={t(messages.current)}
              autoComplete="current-password"
            />
            <FormTextField
              name="newPassword"
              type="password"
              label={t(messages.new)}
              autoComplete="new-password"
              hint={t(PASSWORD_HINT, PASSWORD_HINT_VALUES)}
            />
            <FormTextField
              name="confirmPassword"
              type="password"
              label={t(messages.confirm)}
              autoComplete="new-password"
            />
            {submitError && <FormAlert>{String(submitError)}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting} loadingLabel={t(messages.changing)}>
                {t(messages.submit)}
              </Button>
            </div>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}
