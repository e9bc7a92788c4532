import { Form } from 'react-final-form';
import { inviteMemberSchema, TEAM_MESSAGES, validateForm, type InviteMemberInput } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormTextField } from '@kuza/ui/forms';
import { submissionErrors } from '../../components/submission-errors';
import { useTeamInviteMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { TEAM_WORDS } from './team-messages';
import { COMMON_MESSAGES } from '../../components/common-messages';

const messages = defineMessages({
  failed: { id: 'dashboard.invite.failed', defaultMessage: 'Failed to send the invitation' },
  sentTo: { id: 'dashboard.invite.sentTo', defaultMessage: '{sent} to {email}' },
  form: { id: 'dashboard.invite.form', defaultMessage: 'Invite team member' },
  sending: { id: 'dashboard.invite.sending', defaultMessage: 'Sending' },
  send: { id: 'dashboard.invite.send', defaultMessage: 'Send invitation' },
  lead: {
    id: 'dashboard.invite.lead',
    defaultMessage: 'They will get an e-mail with a link to join your workspace as a Member.',
  },
});

const validate = validateForm(inviteMemberSchema);

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useDashboardI18n();
  const [invite] = useTeamInviteMutation();

  const onSubmit = async ({ email }: InviteMemberInput) => {
    try {
      const { message } = await invite({ email }).unwrap();
      toast.success(t(messages.sentTo, { sent: message || t(TEAM_MESSAGES.invited), email: email.trim() }));
      onClose();
      return undefined;
    } catch (error) {
      return submissionErrors(error, 'email', errorMessage(error, t(messages.failed)));
    }
  };

  return (
    <Form<InviteMemberInput> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <CheckedForm aria-label={t(messages.form)} onSubmit={handleSubmit}>
          <Stack gap="md">
            <FormTextField name="email" type="email" label={t(COMMON_MESSAGES.email)} autoComplete="off" required />
            {submitError && <p role="alert">{String(submitError)}</p>}
            <Stack direction="row" gap="sm" justify="flex-end">
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t(COMMON_MESSAGES.cancel)}
              </Button>
              <Button type="submit" loading={submitting} loadingLabel={t(messages.sending)}>
                {t(messages.send)}
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
  const { t } = useDashboardI18n();
  return (
    <Dialog open={open} onClose={onClose} title={t(TEAM_WORDS.inviteTitle)} description={t(messages.lead)} size="sm">
      <InviteForm onClose={onClose} />
    </Dialog>
  );
}
