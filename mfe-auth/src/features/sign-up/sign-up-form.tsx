import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SignUpInput } from '@kuza/contracts';
import { AUTH_FALLBACKS, AUTH_TOASTS, PASSWORD_HINT } from '@kuza/contracts/account';
import { validateFormLater } from '@kuza/contracts/validate-later';
import { errorMessage } from '@kuza/store';
import { Button, Stack, toast, ToastMessage, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { rememberRegisteredEmail } from '../../lib/registered-email';
import { useAuthSignUpMutation } from './api';
import { withNext } from '../../lib/next-path';

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
  const navigate = useNavigate();
  const [signUp] = useAuthSignUpMutation();

  const onSubmit = async (values: SignUpInput) => {
    try {
      const { user } = await signUp(values).unwrap();
      rememberRegisteredEmail(user.email);
      toast.success(AUTH_TOASTS.signUpSuccess);
      navigate(withNext('/verify-email', next));
    } catch (error) {
      toast.error(<ToastMessage title={AUTH_TOASTS.errorTitle} message={errorMessage(error, AUTH_FALLBACKS.signUp)} />);
    }
  };

  return (
    <Form<SignUpInput> onSubmit={onSubmit} validate={validate} initialValues={email ? { email } : undefined}>
      {({ handleSubmit, submitting }) => (
        <CheckedForm aria-label="Sign up" onSubmit={handleSubmit}>
          <Stack gap="md">
            <NameRow>
              <FormTextField name="firstname" label="First name" autoComplete="given-name" />
              <FormTextField name="lastname" label="Last name" autoComplete="family-name" />
            </NameRow>
            <FormTextField name="email" type="email" label="Email" autoComplete="email" />
            <FormTextField
              name="password"
              type="password"
              label="Password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <Button type="submit" fullWidth loading={submitting} loadingLabel="Creating your account">
              Sign up
            </Button>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}
