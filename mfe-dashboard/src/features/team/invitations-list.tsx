import { useState } from 'react';
import styled from 'styled-components';
import type { TeamInvitation } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, toast } from '@kuza/ui';
import { formatDay } from '../../components/relative-time';
import { useTeamWithdrawInvitationMutation } from './api';

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
  const [withdraw] = useTeamWithdrawInvitationMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onWithdraw = async (invitation: TeamInvitation) => {
    setBusyId(invitation.id);
    try {
      await withdraw(invitation.id).unwrap();
      toast.success(`Invitation to ${invitation.email} withdrawn`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to withdraw the invitation'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <List aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <span>
            {invitation.email}
            <Meta>
              Invited as {invitation.role} · link valid until {formatDay(invitation.expiresAt)}
            </Meta>
          </span>
          <Button
            size="sm"
            variant="secondary"
            loading={busyId === invitation.id}
            loadingLabel="Withdrawing"
            aria-label={`Withdraw the invitation to ${invitation.email}`}
            onClick={() => void onWithdraw(invitation)}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </List>
  );
}
