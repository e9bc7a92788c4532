import { Form } from 'react-final-form';
import { PROFILE_MESSAGES, profileImageUrlSchema, validateForm, type ProfileImageUrlInput } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { submissionErrors } from '../../components/submission-errors';
import { useAuthUpdateProfileMutation } from './api';
import { useI18n } from '@kuza/i18n/react';

const validate = validateForm(profileImageUrlSchema);

/** A photo by address (`PUT /auth` profileImage): http(s) only. */
export function ImageUrlForm() {
  const { t } = useI18n();
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
          aria-label="Photo from an address"
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
                label="Or use an image address"
                placeholder="https://"
                autoComplete="photo"
              />
            </div>
            <Button type="submit" variant="secondary" loading={submitting} loadingLabel="Saving">
              Use this image
            </Button>
          </Stack>
          {submitError && <p role="alert">{String(submitError)}</p>}
        </CheckedForm>
      )}
    </Form>
  );
}
