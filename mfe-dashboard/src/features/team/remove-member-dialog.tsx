import { useState } from 'react';
import type { TeamMember } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, toast } from '@kuza/ui';
import { useTeamRemoveMemberMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';

const messages = defineMessages({
  removed: { id: 'dashboard.remove.removed', defaultMessage: '{name} was removed from the team' },
  failed: { id: 'dashboard.remove.failed', defaultMessage: 'Failed to remove the member' },
  title: { id: 'dashboard.remove.title', defaultMessage: 'Remove team member' },
  loses: { id: 'dashboard.remove.loses', defaultMessage: '{name} will lose access to {workspace}.' },
  removing: { id: 'dashboard.remove.removing', defaultMessage: 'Removing' },
  remove: { id: 'dashboard.remove.remove', defaultMessage: 'Remove' },
});

export interface RemoveMemberDialogProps {
  member: TeamMember | null;
  workspace: string;
  onClose: () => void;
}

/** Removing a person is asked once more: it takes away their access to the workspace's decks and resumes. */
export function RemoveMemberDialog({ member, workspace, onClose }: RemoveMemberDialogProps) {
  const { t } = useDashboardI18n();
  const [remove] = useTeamRemoveMemberMutation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!member) return;
    setBusy(true);
    try {
      await remove(member.id).unwrap();
      toast.success(t(messages.removed, { name: member.name }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t(messages.failed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={Boolean(member)}
      onClose={onClose}
      title={t(messages.title)}
      description={member ? t(messages.loses, { name: member.name, workspace }) : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t(COMMON_MESSAGES.cancel)}
          </Button>
          <Button variant="danger" loading={busy} loadingLabel={t(messages.removing)} onClick={() => void confirm()}>
            {t(messages.remove)}
          </Button>
        </>
      }
    />
  );
}
