import { useMemo } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { editMemberSchema, TEAM_ROLES, validateForm, type EditMemberInput, type TeamMember } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormSelectField, FormTextField } from '@kuza/ui/forms';
import { useTeamEditMemberMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';
import { TEAM_WORDS } from './team-messages';

const messages = defineMessages({
  failed: { id: 'dashboard.editMember.failed', defaultMessage: 'Failed to update the member' },
  updated: { id: 'dashboard.editMember.updated', defaultMessage: '{name} was updated' },
  form: { id: 'dashboard.editMember.form', defaultMessage: 'Edit {name}' },
  emailHint: {
    id: 'dashboard.editMember.emailHint',
    defaultMessage: 'Only the member can change the address of their account.',
  },
  roleLocked: { id: 'dashboard.editMember.roleLocked', defaultMessage: 'Only an Owner can change roles.' },
  roleHint: { id: 'dashboard.editMember.roleHint', defaultMessage: 'Owners and Admins can invite and manage members.' },
  save: { id: 'dashboard.editMember.save', defaultMessage: 'Save changes' },
  title: { id: 'dashboard.editMember.title', defaultMessage: 'Edit team member' },
});

const validate = validateForm(editMemberSchema);

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

interface EditMemberFormProps {
  member: TeamMember;
  roleLocked: boolean;
  onClose: () => void;
}

function EditMemberForm({ member, roleLocked, onClose }: EditMemberFormProps) {
  const { t } = useDashboardI18n();
  const [edit] = useTeamEditMemberMutation();
  const initialValues = useMemo(
    () => ({ firstName: member.firstName, lastName: member.lastName, email: member.email, role: member.role }),
    [member],
  );

  const onSubmit = async (values: EditMemberInput) => {
    try {
      await edit({ memberId: member.id, ...values }).unwrap();
      toast.success(t(messages.updated, { name: `${values.firstName} ${values.lastName}`.trim() }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t(messages.failed)));
    }
  };

  return (
    <Form<EditMemberInput> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <CheckedForm aria-label={t(messages.form, { name: member.name })} onSubmit={handleSubmit}>
          <Stack gap="md">
            <NameRow>
              <FormTextField name="firstName" label={t(COMMON_MESSAGES.firstName)} autoComplete="off" required />
              <FormTextField name="lastName" label={t(COMMON_MESSAGES.lastName)} autoComplete="off" required />
            </NameRow>
            {/* The address belongs to the member's account: the API refuses changes to it. */}
            <FormTextField
              name="email"
              type="email"
              label={t(COMMON_MESSAGES.email)}
              readOnly
              required
              hint={t(messages.emailHint)}
            />
            <FormSelectField
              name="role"
              label={t(TEAM_WORDS.roleHeading)}
              disabled={roleLocked}
              hint={t(roleLocked ? messages.roleLocked : messages.roleHint)}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(TEAM_WORDS.role, { role })}
                </option>
              ))}
            </FormSelectField>
            <Stack direction="row" gap="sm" justify="flex-end">
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t(COMMON_MESSAGES.cancel)}
              </Button>
              <Button type="submit" loading={submitting} loadingLabel={t(COMMON_MESSAGES.saving)}>
                {t(messages.save)}
              </Button>
            </Stack>
          </Stack>
        </CheckedForm>
      )}
    </Form>
  );
}

export interface EditMemberDialogProps {
  member: TeamMember | null;
  roleLocked: boolean;
  onClose: () => void;
}

/** product.md §2 Edit dialog: first name, last name, e-mail (read-only) and role. */
export function EditMemberDialog({ member, roleLocked, onClose }: EditMemberDialogProps) {
  const { t } = useDashboardI18n();
  return (
    <Dialog open={Boolean(member)} onClose={onClose} title={t(messages.title)} size="sm">
      {member && <EditMemberForm member={member} roleLocked={roleLocked} onClose={onClose} />}
    </Dialog>
  );
}
