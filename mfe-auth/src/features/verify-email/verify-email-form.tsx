import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AUTH_FALLBACKS, OTP_LENGTH, validateForm, verifyEmailSchema } from '@kuza/contracts';
import { errorMessage, sessionStarted, useAppDispatch } from '@kuza/store';
import { Button, FormAlert, Stack, toast } from '@kuza/ui';
import { forgetRegisteredEmail } from '../../lib/registered-email';
import { AFTER_VERIFY } from '../../lib/next-path';
import { useAuthVerifyEmailMutation } from './api';
import { OtpInput } from './otp-input';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../../i18n';

const messages = defineMessages({
  form: { id: 'auth.verify.form', defaultMessage: 'Verify email' },
  label: { id: 'auth.verify.label', defaultMessage: 'Enter the {digits}-digit code' },
  noAddress: {
    id: 'auth.verify.noAddress',
    defaultMessage: 'We do not know which address to verify. Go back to sign up and try again.',
  },
  checking: { id: 'auth.verify.checking', defaultMessage: 'Checking the code' },
  submit: { id: 'auth.verify.submit', defaultMessage: 'Confirm email' },
});

const validate = validateForm(verifyEmailSchema.pick(['otp']));

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/**
 * The six-digit code. A refused code turns the boxes red (with the reason under them) until a
 * code is accepted; then the session has started, the sign-up toast goes, and onboarding begins (or
 * the page in `next`).
 */
export function VerifyEmailForm({ email, next }: { email: string | null; next?: string }) {
  const { t } = useAuthI18n();
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verify] = useAuthVerifyEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async ({ otp }: { otp: string }) => {
    try {
      const { user } = await verify({ email: email ?? '', otp }).unwrap();
      setFailure(null);
      // "Account created! Please verify…" is done with, and a toast would sit over the next step's
      // header: arriving at that step is the confirmation.
      toast.dismiss();
      forgetRegisteredEmail();
      await dispatch(sessionStarted(user));
      navigate(next ?? AFTER_VERIFY);
    } catch (error) {
      setFailure(errorMessage(error, t(AUTH_FALLBACKS.verify)));
    }
  };

  return (
    <Form<{ otp: string }> onSubmit={onSubmit} validate={validate} initialValues={{ otp: '' }}>
      {({ handleSubmit, submitting }) => (
        <form noValidate aria-label={t(messages.form)} onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="md">
            <Label id={`${id}-label`}>{t(messages.label, { digits: OTP_LENGTH })}</Label>
            <Field<string> name="otp">
              {({ input, meta }) => {
                const message = failure ?? (meta.touched && meta.error ? String(meta.error) : undefined);
                return (
                  <>
                    <OtpInput
                      value={input.value ?? ''}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      invalid={Boolean(message)}
                      labelledBy={`${id}-label`}
                      describedBy={message ? `${id}-error` : undefined}
                    />
                    {message && (
                      <FieldError id={`${id}-error`} role={failure ? 'alert' : undefined}>
                        {message}
                      </FieldError>
                    )}
                  </>
                );
              }}
            </Field>
            {!email && <FormAlert $tone="info">{t(messages.noAddress)}</FormAlert>}
            <Button type="submit" fullWidth loading={submitting} loadingLabel={t(messages.checking)}>
              {t(messages.submit)}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
