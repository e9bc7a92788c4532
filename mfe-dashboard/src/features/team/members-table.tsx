import styled from 'styled-components';
import { canManageTeam } from './permissions';
import { MemberActions, MemberName, MembersCount, RoleBadge, type MembersViewProps } from './member-parts';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';
import { TEAM_WORDS } from './team-messages';

const messages = defineMessages({
  actions: { id: 'dashboard.members.actions', defaultMessage: 'Actions' },
});

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
    text-align: start;
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
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * product.md §2: Name, Email, Role and Actions (Edit, Delete); a Member sees the list without actions.
 * Screens under 600 px get `MemberCards` instead (team-panel.tsx).
 */
export function MembersTable({ workspace, actor, members, onEdit, onRemove }: MembersViewProps) {
  const { t } = useDashboardI18n();
  const manager = canManageTeam(actor);
  return (
    <Scroll role="region" aria-label={t(TEAM_WORDS.members)} tabIndex={0}>
      <Table>
        <Caption>
          <MembersCount workspace={workspace} count={members.length} />
        </Caption>
        <thead>
          <tr>
            <th scope="col">{t(TEAM_WORDS.name)}</th>
            <th scope="col">{t(COMMON_MESSAGES.email)}</th>
            <th scope="col">{t(TEAM_WORDS.roleHeading)}</th>
            {manager && <th scope="col">{t(messages.actions)}</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                <MemberName member={member} />
              </td>
              <td>{member.email}</td>
              <td>
                <RoleBadge $role={member.role}>{t(TEAM_WORDS.role, { role: member.role })}</RoleBadge>
              </td>
              {manager && (
                <td>
                  <MemberActions actor={actor} member={member} onEdit={onEdit} onRemove={onRemove} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
