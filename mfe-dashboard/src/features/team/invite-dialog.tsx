import { Form } from 'react-final-form';
import { inviteMemberSchema, TEAM_MESSAGES, validateForm, type InviteMemberInput } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { submissionErrors } from '../../components/submission-errors';
import { useTeamInviteMutation } from './api';
import { useI18n } from '@kuza/i18n/react';

const validate = validateForm(inviteMemberSchema);
const INVITE_FAILED = 'Failed to send the invitation';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const [invite] = useTeamInviteMutation();

  const onSubmit = async ({ email }: InviteMemberInput) => {
    try {
      const { message } = await invite({ email }).unwrap();
      toast.success(`${message || t(TEAM_MESSAGES.invited)} to ${email.trim()}`);
      onClose();
      return undefined;
    } catch (error) {
      return submissionErrors(error, 'email', errorMessage(error, INVITE_FAILED));
    }
  };

  return (
    <Form<InviteMemberInput> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <CheckedForm aria-label="Invite team member" onSubmit={handleSubmit}>
          <Stack gap="md">
            <FormTextField name="email" type="email" label="Email" autoComplete="off" required />
            {submitError && <p role="alert">{String(submitError)}</p>}
            <Stack direction="row" gap="sm" justify="flex-end">
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} loadingLabel="Sending">
                Send invitation
              </Button>
            </Stack>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}

/**
 * 'Invite Team Member': an e-mail address; the invitee gets a link to join as a Member. A refusal
 * from the server (already on the team, not allowed) shows under the field. The form starts
 * empty at every opening (the dialog renders nothing while closed).
 */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Invite Team Member"
      description="They will get an e-mail with a link to join your workspace as a Member."
      size="sm"
    >
      <InviteForm onClose={onClose} />
    </Dialog>
  );
}
