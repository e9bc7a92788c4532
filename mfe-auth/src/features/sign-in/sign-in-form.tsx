import { useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SignInInput } from '@kuza/contracts';
import { AUTH_FALLBACKS, AUTH_TOASTS } from '@kuza/contracts/account';
import { validateFormLater } from '@kuza/contracts/validate-later';
import { errorMessage, sessionStarted, useAppDispatch } from '@kuza/store';
import { Button, FormAlert, Stack, toast, ToastMessage, focusFirstError } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { withNext } from '../../lib/next-path';
import { rememberRegisteredEmail } from '../../lib/registered-email';
import { defineMessages } from '@kuza/i18n';
import { FIELD_MESSAGES } from '../../lib/field-messages';
import { useAuthI18n } from '../../i18n';
import { useAuthLoginMutation } from './api';

const messages = defineMessages({
  form: { id: 'auth.signIn.form', defaultMessage: 'Sign in' },
  forgot: { id: 'auth.signIn.forgot', defaultMessage: 'Forgot password?' },
  signingIn: { id: 'auth.signIn.signingIn', defaultMessage: 'Signing in' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign in' },
});

// The rules (yup) load with the form's first check, not with the page.
const validate = validateFormLater(() => import('@kuza/contracts/schemas/auth').then((module) => module.signInSchema));

const ForgotLink = styled(Link)`
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * E-mail and password. On success the session starts and the page's redirect takes the user on;
 * an account that still needs its code is sent to /verify-email with a fresh one, keeping `next`
 * so an invitation survives the detour (as from the sign-up form). `email` pre-fills the address
 * (the one an invitation was sent to).
 */
export function SignInForm({ next, email }: { next?: string; email?: string }) {
  const { t } = useAuthI18n();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [login] = useAuthLoginMutation();

  const onSubmit = async (values: SignInInput) => {
    try {
      const { message, user } = await login(values).unwrap();
      toast.success(message || t(AUTH_TOASTS.loginSuccess));
      await dispatch(sessionStarted(user));
    } catch (error) {
      if ((error as { status?: unknown }).status === 403) {
        rememberRegisteredEmail(values.email.trim());
        toast.info(errorMessage(error, t(AUTH_FALLBACKS.verify)));
        navigate(withNext('/verify-email', next));
        return;
      }
      const message = errorMessage(error, t(AUTH_FALLBACKS.login));
      toast.error(<ToastMessage title={t(AUTH_TOASTS.loginFailed)} message={message} />);
      // Also under the form, next to the fields, where the founder is looking; focus goes back to
      // the password (the button it was on is disabled while signing in).
      formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
      return { [FORM_ERROR]: message };
    }
  };

  return (
    <Form<SignInInput> onSubmit={onSubmit} validate={validate} initialValues={email ? { email } : undefined}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form
          ref={formRef}
          noValidate
          aria-label={t(messages.form)}
          onSubmit={(event) => {
            // The rules may still be loading: the errors are known once the submit has waited for them.
            void Promise.resolve(handleSubmit(event)).then(() => focusFirstError(formRef.current));
          }}
        >
          <Stack gap="md">
            <FormTextField name="email" type="email" label={t(FIELD_MESSAGES.email)} autoComplete="email" />
            <FormTextField
              name="password"
              type="password"
              label={t(FIELD_MESSAGES.password)}
              autoComplete="current-password"
            />
            {submitError && !dirtySinceLastSubmit && <FormAlert>{String(submitError)}</FormAlert>}
            <ForgotLink to="/forgot-password">{t(messages.forgot)}</ForgotLink>
            <Button type="submit" fullWidth loading={submitting} loadingLabel={t(messages.signingIn)}>
              {t(messages.submit)}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
