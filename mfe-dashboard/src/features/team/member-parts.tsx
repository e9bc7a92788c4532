import styled from 'styled-components';
import type { TeamMember, TeamRole } from '@kuza/contracts';
import { Button } from '@kuza/ui';
import { canEditMember, canRemoveMember } from './permissions';

/** What the table and the cards both show of a member, so the two layouts never drift apart. */
export const RoleBadge = styled.span<{ $role: TeamRole }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $role }) => ($role === 'Member' ? theme.colors.background : theme.colors.primarySubtle)};
  color: ${({ theme, $role }) => ($role === 'Member' ? theme.colors.text : theme.colors.primaryHover)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const You = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The name, and '(you)' on the viewer's own entry, with a real space so it is read as two words. */
export function MemberName({ member }: { member: TeamMember }) {
  return (
    <>
      {member.name}
      {member.isYou && (
        <>
          {' '}
          <You>(you)</You>
        </>
      )}
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface MembersViewProps {
  workspace: string;
  actor: TeamRole;
  members: TeamMember[];
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

export const membersCount = (workspace: string, count: number) =>
  `${count} ${count === 1 ? 'member' : 'members'} of ${workspace}`;

/** Edit and Delete, each only when the viewer's role allows it; named after the member for screen readers. */
export function MemberActions({
  actor,
  member,
  onEdit,
  onRemove,
}: Pick<MembersViewProps, 'actor' | 'onEdit' | 'onRemove'> & { member: TeamMember }) {
  const edit = canEditMember(actor, member);
  const remove = canRemoveMember(actor, member);
  if (!edit && !remove) return null;
  return (
    <Actions>
      {edit && (
        <Button size="sm" variant="ghost" aria-label={`Edit ${member.name}`} onClick={() => onEdit(member)}>
          Edit
        </Button>
      )}
      {remove && (
        <Button size="sm" variant="ghost" aria-label={`Delete ${member.name}`} onClick={() => onRemove(member)}>
          Delete
        </Button>
      )}
    </Actions>
  );
}
