import styled from 'styled-components';
import type { TeamMember, TeamRole } from '@kuza/contracts';
import { Button } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  you: { id: 'dashboard.member.you', defaultMessage: '(you)' },
  count: {
    id: 'dashboard.member.count',
    defaultMessage: '{count, plural, one {# member} other {# members}} of {workspace}',
  },
  editName: { id: 'dashboard.member.editName', defaultMessage: 'Edit {name}' },
  edit: { id: 'dashboard.member.edit', defaultMessage: 'Edit' },
  deleteName: { id: 'dashboard.member.deleteName', defaultMessage: 'Delete {name}' },
  delete: { id: 'dashboard.member.delete', defaultMessage: 'Delete' },
});
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
  const { t } = useDashboardI18n();
  return (
    <>
      {member.name}
      {member.isYou && (
        <>
          {' '}
          <You>{t(messages.you)}</You>
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

/** '3 members of SokoFresh', the table's caption and the cards' heading. */
export function MembersCount({ workspace, count }: { workspace: string; count: number }) {
  const { t } = useDashboardI18n();
  return <>{t(messages.count, { count, workspace })}</>;
}

/** Edit and Delete, each only when the viewer's role allows it; named after the member for screen readers. */
export function MemberActions({
  actor,
  member,
  onEdit,
  onRemove,
}: Pick<MembersViewProps, 'actor' | 'onEdit' | 'onRemove'> & { member: TeamMember }) {
  const { t } = useDashboardI18n();
  const edit = canEditMember(actor, member);
  const remove = canRemoveMember(actor, member);
  if (!edit && !remove) return null;
  return (
    <Actions>
      {edit && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t(messages.editName, { name: member.name })}
          onClick={() => onEdit(member)}
        >
          {t(messages.edit)}
        </Button>
      )}
      {remove && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t(messages.deleteName, { name: member.name })}
          onClick={() => onRemove(member)}
        >
          {t(messages.delete)}
        </Button>
      )}
    </Actions>
  );
}
