import { useState } from 'react';
import styled from 'styled-components';
import type { TeamMember, TeamResponse } from '@kuza/contracts';
import { PageHeading, theme, useMediaQuery } from '@kuza/ui';
import { EditMemberDialog } from './edit-member-dialog';
import { InvitationsList } from './invitations-list';
import { InviteButton } from './invite-button';
import { MemberCards } from './member-cards';
import { MembersTable } from './members-table';
import { canChangeRole, canManageTeam } from './permissions';
import { RemoveMemberDialog } from './remove-member-dialog';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The team of the user's workspace: heading, invite, members and pending invitations. */
export function TeamPanel({ team }: { team: TeamResponse }) {
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const manager = canManageTeam(team.role);
  const Members = useMediaQuery(theme.media.phone) ? MemberCards : MembersTable;

  return (
    <>
      <PageHeading
        title="Team Members"
        intro={`${team.workspace.name} · you are ${team.role === 'Admin' || team.role === 'Owner' ? 'an' : 'a'} ${team.role}`}
        action={manager && <InviteButton>Invite Team Member</InviteButton>}
      />
      <Members
        workspace={team.workspace.name}
        actor={team.role}
        members={team.members}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      {manager && team.invitations.length > 0 && (
        <Section aria-labelledby="pending-invitations">
          <h2 id="pending-invitations">Pending invitations</h2>
          <InvitationsList invitations={team.invitations} />
        </Section>
      )}
      <EditMemberDialog member={editing} roleLocked={!canChangeRole(team.role)} onClose={() => setEditing(null)} />
      <RemoveMemberDialog member={removing} workspace={team.workspace.name} onClose={() => setRemoving(null)} />
    </>
  );
}
