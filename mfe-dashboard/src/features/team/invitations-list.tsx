import { useState } from 'react';
import styled from 'styled-components';
import type { TeamInvitation } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, toast } from '@kuza/ui';
import { formatDay } from '../../components/relative-time';
import { useTeamWithdrawInvitationMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { TEAM_WORDS } from './team-messages';

const messages = defineMessages({
  withdrawn: { id: 'dashboard.invitations.withdrawn', defaultMessage: 'Invitation to {email} withdrawn' },
  failed: { id: 'dashboard.invitations.failed', defaultMessage: 'Failed to withdraw the invitation' },
  meta: {
    id: 'dashboard.invitations.meta',
    defaultMessage: 'Invited as {role, select, Owner {Owner} Admin {Admin} other {Member}} · link valid until {date}',
  },
  withdrawing: { id: 'dashboard.invitations.withdrawing', defaultMessage: 'Withdrawing' },
  withdrawName: { id: 'dashboard.invitations.withdrawName', defaultMessage: 'Withdraw the invitation to {email}' },
  withdraw: { id: 'dashboard.invitations.withdraw', defaultMessage: 'Withdraw' },
});

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  /* On a phone a long address wraps instead of pushing Withdraw off the screen. */
  li > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Invitations not accepted yet (Owners and Admins see them), each with Withdraw. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useDashboardI18n();
  const [withdraw] = useTeamWithdrawInvitationMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onWithdraw = async (invitation: TeamInvitation) => {
    setBusyId(invitation.id);
    try {
      await withdraw(invitation.id).unwrap();
      toast.success(t(messages.withdrawn, { email: invitation.email }));
    } catch (error) {
      toast.error(errorMessage(error, t(messages.failed)));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <List aria-label={t(TEAM_WORDS.pending)}>
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <span>
            {invitation.email}
            <Meta>{t(messages.meta, { role: invitation.role, date: formatDay(invitation.expiresAt) })}</Meta>
          </span>
          <Button
            size="sm"
            variant="secondary"
            loading={busyId === invitation.id}
            loadingLabel={t(messages.withdrawing)}
            aria-label={t(messages.withdrawName, { email: invitation.email })}
            onClick={() => void onWithdraw(invitation)}
          >
            {t(messages.withdraw)}
          </Button>
        </li>
      ))}
    </List>
  );
}
