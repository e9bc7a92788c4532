import { useState } from 'react';
import type { TeamMember } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, toast } from '@kuza/ui';
import { useTeamRemoveMemberMutation } from './api';

export interface RemoveMemberDialogProps {
  member: TeamMember | null;
  workspace: string;
  onClose: () => void;
}

/** Removing a person is asked once more: it takes away their access to the workspace's decks and resumes. */
export function RemoveMemberDialog({ member, workspace, onClose }: RemoveMemberDialogProps) {
  const [remove] = useTeamRemoveMemberMutation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!member) return;
    setBusy(true);
    try {
      await remove(member.id).unwrap();
      toast.success(`${member.name} was removed from the team`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove the member'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={Boolean(member)}
      onClose={onClose}
      title="Remove team member"
      description={member ? `${member.name} will lose access to ${workspace}.` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} loadingLabel="Removing" onClick={() => void confirm()}>
            Remove
          </Button>
        </>
      }
    />
  );
}
