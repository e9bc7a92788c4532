import { useMemo } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import {
  PROFILE_MESSAGES,
  profileDetailsSchema,
  validateForm,
  type ProfileDetailsInput,
  type PublicUser,
} from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, TextField, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { submissionErrors } from '../../components/submission-errors';
import { useAuthUpdateProfileMutation } from './api';
import { LanguageChoice } from './language-choice';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';

const messages = defineMessages({
  form: { id: 'dashboard.details.form', defaultMessage: 'Your details' },
  emailHint: { id: 'dashboard.details.emailHint', defaultMessage: 'The address you sign in with.' },
  save: { id: 'dashboard.details.save', defaultMessage: 'Save details' },
});

const validate = validateForm(profileDetailsSchema);

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * First and last name (saved with `PUT /auth`), the account's e-mail, which cannot change here, and the language
 * the account reads Kuza in.
 */
export function DetailsForm({ user }: { user: PublicUser }) {
  const { t } = useDashboardI18n();
  const [update] = useAuthUpdateProfileMutation();
  const initialValues = useMemo(
    () => ({ firstname: user.firstname, lastname: user.lastname }),
    [user.firstname, user.lastname],
  );

  const onSubmit = async (values: ProfileDetailsInput) => {
    try {
      await update({ firstname: values.firstname, lastname: values.lastname }).unwrap();
      toast.success(t(PROFILE_MESSAGES.profileSaved));
      return undefined;
    } catch (error) {
      const message = errorMessage(error, t(PROFILE_MESSAGES.profileFailed));
      toast.error(message);
      return submissionErrors(error, 'firstname', message);
    }
  };

  return (
    <>
      <Form<ProfileDetailsInput> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, pristine }) => (
          <CheckedForm aria-label={t(messages.form)} onSubmit={handleSubmit}>
            <Stack gap="md">
              <NameRow>
                <FormTextField
                  name="firstname"
                  label={t(COMMON_MESSAGES.firstName)}
                  autoComplete="given-name"
                  required
                />
                <FormTextField
                  name="lastname"
                  label={t(COMMON_MESSAGES.lastName)}
                  autoComplete="family-name"
                  required
                />
              </NameRow>
              <TextField
                name="email"
                label={t(COMMON_MESSAGES.email)}
                value={user.email}
                readOnly
                hint={t(messages.emailHint)}
              />
              <div>
                <Button type="submit" loading={submitting} loadingLabel={t(COMMON_MESSAGES.saving)} disabled={pristine}>
                  {t(messages.save)}
                </Button>
              </div>
            </Stack>
          </CheckedForm>
        )}
      </Form>
      <LanguageChoice user={user} />
    </>
  );
}
