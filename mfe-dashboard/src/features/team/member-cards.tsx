import { useId } from 'react';
import styled from 'styled-components';
import { MemberActions, MemberName, MembersCount, RoleBadge, type MembersViewProps } from './member-parts';
import { useDashboardI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../components/common-messages';
import { TEAM_WORDS } from './team-messages';

const Count = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* Each pair is one row of the grid; the wrapper div is allowed in a dl and keeps them together. */
  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    /* Long addresses break anywhere rather than widen the page. */
    overflow-wrap: anywhere;
  }
`;

/**
 * The team on a phone: one card per member with every field of the table's row and the same
 * actions under the same names, since a four-column table does not fit under 600 px.
 */
export function MemberCards({ workspace, actor, members, onEdit, onRemove }: MembersViewProps) {
  const { t } = useDashboardI18n();
  const countId = useId();
  return (
    <section aria-labelledby={countId}>
      <Count id={countId}>
        <MembersCount workspace={workspace} count={members.length} />
      </Count>
      <Cards aria-label={t(TEAM_WORDS.members)}>
        {members.map((member) => (
          <Card key={member.id}>
            <h3>
              <MemberName member={member} />
            </h3>
            <Fields>
              <div>
                <dt>{t(COMMON_MESSAGES.email)}</dt>
                <dd>{member.email}</dd>
              </div>
              <div>
                <dt>{t(TEAM_WORDS.roleHeading)}</dt>
                <dd>
                  <RoleBadge $role={member.role}>{t(TEAM_WORDS.role, { role: member.role })}</RoleBadge>
                </dd>
              </div>
            </Fields>
            <MemberActions actor={actor} member={member} onEdit={onEdit} onRemove={onRemove} />
          </Card>
        ))}
      </Cards>
    </section>
  );
}
