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
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { TEAM_WORDS } from './team-messages';

const messages = defineMessages({
  intro: {
    id: 'dashboard.team.intro',
    defaultMessage: '{workspace} · you are {role, select, Owner {an Owner} Admin {an Admin} other {a Member}}',
  },
});

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The team of the user's workspace: heading, invite, members and pending invitations. */
export function TeamPanel({ team }: { team: TeamResponse }) {
  const { t } = useDashboardI18n();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const manager = canManageTeam(team.role);
  const Members = useMediaQuery(theme.media.phone) ? MemberCards : MembersTable;

  return (
    <>
      <PageHeading
        title={t(TEAM_WORDS.title)}
        intro={t(messages.intro, { workspace: team.workspace.name, role: team.role })}
        action={manager && <InviteButton>{t(TEAM_WORDS.inviteTitle)}</InviteButton>}
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
          <h2 id="pending-invitations">{t(TEAM_WORDS.pending)}</h2>
          <InvitationsList invitations={team.invitations} />
        </Section>
      )}
      <EditMemberDialog member={editing} roleLocked={!canChangeRole(team.role)} onClose={() => setEditing(null)} />
      <RemoveMemberDialog member={removing} workspace={team.workspace.name} onClose={() => setRemoving(null)} />
    </>
  );
}
