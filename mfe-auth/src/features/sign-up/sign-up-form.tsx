import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SignUpInput } from '@kuza/contracts';
import { AUTH_FALLBACKS, AUTH_TOASTS, PASSWORD_HINT, PASSWORD_HINT_VALUES } from '@kuza/contracts/account';
import { validateFormLater } from '@kuza/contracts/validate-later';
import { errorMessage } from '@kuza/store';
import { Button, Stack, toast, ToastMessage, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { rememberRegisteredEmail } from '../../lib/registered-email';
import { useAuthSignUpMutation } from './api';
import { withNext } from '../../lib/next-path';
import { defineMessages } from '@kuza/i18n';
import { FIELD_MESSAGES } from '../../lib/field-messages';
import { useAuthI18n } from '../../i18n';

const messages = defineMessages({
  form: { id: 'auth.signUp.form', defaultMessage: 'Sign up' },
  creating: { id: 'auth.signUp.creating', defaultMessage: 'Creating your account' },
  submit: { id: 'auth.signUp.submit', defaultMessage: 'Sign up' },
});

// The rules (yup) load with the form's first check, not with the page.
const validate = validateFormLater(() => import('@kuza/contracts/schemas/auth').then((module) => module.signUpSchema));

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * First name, last name, e-mail and password; on success the code is on its way (`next` rides
 * along). `email` pre-fills the address (the one an invitation was sent to).
 */
export function SignUpForm({ next, email }: { next?: string; email?: string }) {
  const { t } = useAuthI18n();
  const navigate = useNavigate();
  const [signUp] = useAuthSignUpMutation();

  const onSubmit = async (values: SignUpInput) => {
    try {
      const { user } = await signUp(values).unwrap();
      rememberRegisteredEmail(user.email);
      toast.success(t(AUTH_TOASTS.signUpSuccess));
      navigate(withNext('/verify-email', next));
    } catch (error) {
      toast.error(
        <ToastMessage title={t(AUTH_TOASTS.errorTitle)} message={errorMessage(error, t(AUTH_FALLBACKS.signUp))} />,
      );
    }
  };

  return (
    <Form<SignUpInput> onSubmit={onSubmit} validate={validate} initialValues={email ? { email } : undefined}>
      {({ handleSubmit, submitting }) => (
        <CheckedForm aria-label={t(messages.form)} onSubmit={handleSubmit}>
          <Stack gap="md">
            <NameRow>
              <FormTextField name="firstname" label={t(FIELD_MESSAGES.firstname)} autoComplete="given-name" />
              <FormTextField name="lastname" label={t(FIELD_MESSAGES.lastname)} autoComplete="family-name" />
            </NameRow>
            <FormTextField name="email" type="email" label={t(FIELD_MESSAGES.email)} autoComplete="email" />
            <FormTextField
              name="password"
              type="password"
              label={t(FIELD_MESSAGES.password)}
              autoComplete="new-password"
              hint={t(PASSWORD_HINT, PASSWORD_HINT_VALUES)}
            />
            <Button type="submit" fullWidth loading={submitting} loadingLabel={t(messages.creating)}>
              {t(messages.submit)}
            </Button>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}
