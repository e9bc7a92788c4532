import { useMemo } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { editMemberSchema, TEAM_ROLES, validateForm, type EditMemberInput, type TeamMember } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, Stack, toast, CheckedForm } from '@kuza/ui';
import { FormSelectField, FormTextField } from '@kuza/ui/forms';
import { useTeamEditMemberMutation } from './api';

const validate = validateForm(editMemberSchema);
const EDIT_FAILED = 'Failed to update the member';

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
  const [edit] = useTeamEditMemberMutation();
  const initialValues = useMemo(
    () => ({ firstName: member.firstName, lastName: member.lastName, email: member.email, role: member.role }),
    [member],
  );

  const onSubmit = async (values: EditMemberInput) => {
    try {
      await edit({ memberId: member.id, ...values }).unwrap();
      toast.success(`${`${values.firstName} ${values.lastName}`.trim()} was updated`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, EDIT_FAILED));
    }
  };

  return (
    <Form<EditMemberInput> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <CheckedForm aria-label={`Edit ${member.name}`} onSubmit={handleSubmit}>
          <Stack gap="md">
            <NameRow>
              <FormTextField name="firstName" label="First name" autoComplete="off" required />
              <FormTextField name="lastName" label="Last name" autoComplete="off" required />
            </NameRow>
            {/* The address belongs to the member's account: the API refuses changes to it. */}
            <FormTextField
              name="email"
              type="email"
              label="Email"
              readOnly
              required
              hint="Only the member can change the address of their account."
            />
            <FormSelectField
              name="role"
              label="Role"
              disabled={roleLocked}
              hint={roleLocked ? 'Only an Owner can change roles.' : 'Owners and Admins can invite and manage members.'}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </FormSelectField>
            <Stack direction="row" gap="sm" justify="flex-end">
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} loadingLabel="Saving">
                Save changes
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
  return (
    <Dialog open={Boolean(member)} onClose={onClose} title="Edit team member" size="sm">
      {member && <EditMemberForm member={member} roleLocked={roleLocked} onClose={onClose} />}
    </Dialog>
  );
}
