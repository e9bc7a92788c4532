import styled from 'styled-components';
import type { TeamMember, TeamRole } from '@kuza/contracts';
import { Button } from '@kuza/ui';
import { canEditMember, canManageTeam, canRemoveMember } from './permissions';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.spacing.md};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Role = styled.span<{ $role: TeamRole }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $role }) => ($role === 'Member' ? theme.colors.background : theme.colors.primarySubtle)};
  color: ${({ theme, $role }) => ($role === 'Member' ? theme.colors.text : theme.colors.primaryHover)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const You = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface MembersTableProps {
  workspace: string;
  actor: TeamRole;
  members: TeamMember[];
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** Spec §2: Name, Email, Role and Actions (Edit, Delete); a Member sees the list without actions. */
export function MembersTable({ workspace, actor, members, onEdit, onRemove }: MembersTableProps) {
  const manager = canManageTeam(actor);
  return (
    <Scroll role="region" aria-label="Team members" tabIndex={0}>
      <Table>
        <Caption>
          {members.length} {members.length === 1 ? 'member' : 'members'} of {workspace}
        </Caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            {manager && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                {member.name}
                {member.isYou && <You>(you)</You>}
              </td>
              <td>{member.email}</td>
              <td>
                <Role $role={member.role}>{member.role}</Role>
              </td>
              {manager && (
                <td>
                  <RowActions>
                    {canEditMember(actor, member) && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${member.name}`}
                        onClick={() => onEdit(member)}
                      >
                        Edit
                      </Button>
                    )}
                    {canRemoveMember(actor, member) && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete ${member.name}`}
                        onClick={() => onRemove(member)}
                      >
                        Delete
                      </Button>
                    )}
                  </RowActions>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
