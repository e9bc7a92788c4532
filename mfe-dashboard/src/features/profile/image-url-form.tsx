import { Form } from 'react-final-form';
import { PROFILE_MESSAGES, profileImageUrlSchema, validateForm, type ProfileImageUrlInput } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { submissionErrors } from '../../components/submission-errors';
import { useAuthUpdateProfileMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';

const messages = defineMessages({
  form: { id: 'dashboard.photoUrl.form', defaultMessage: 'Photo from an address' },
  label: { id: 'dashboard.photoUrl.label', defaultMessage: 'Or use an image address' },
  use: { id: 'dashboard.photoUrl.use', defaultMessage: 'Use this image' },
});

const validate = validateForm(profileImageUrlSchema);

/** A photo by address (`PUT /auth` profileImage): http(s) only. */
export function ImageUrlForm() {
  const { t } = useDashboardI18n();
  const [update] = useAuthUpdateProfileMutation();

  const onSubmit = async ({ profileImage }: ProfileImageUrlInput) => {
    try {
      await update({ profileImage }).unwrap();
      toast.success(t(PROFILE_MESSAGES.imageSaved));
      return undefined;
    } catch (error) {
      return submissionErrors(error, 'profileImage', errorMessage(error, t(PROFILE_MESSAGES.imageFailed)));
    }
  };

  return (
    <Form<ProfileImageUrlInput> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <CheckedForm
          aria-label={t(messages.form)}
          onSubmit={(event) =>
            handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            })
          }
        >
          <Stack direction="row" gap="sm" align="flex-end" wrap>
            <div style={{ flex: '1 1 260px' }}>
              <FormTextField
                name="profileImage"
                type="url"
                label={t(messages.label)}
                placeholder="https://"
                autoComplete="photo"
              />
            </div>
            <Button type="submit" variant="secondary" loading={submitting} loadingLabel={t(COMMON_MESSAGES.saving)}>
              {t(messages.use)}
            </Button>
          </Stack>
          {submitError && <p role="alert">{String(submitError)}</p>}
        </CheckedForm>
      )}
    </Form>
  );
}
