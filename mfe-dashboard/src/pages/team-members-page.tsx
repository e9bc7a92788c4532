import { ErrorState, PageLoader } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { errorMessage } from '@kuza/store';
import { useTeamGetQuery } from '../features/team/api';
import { TeamPanel } from '../features/team/team-panel';
import { useAcceptInvitation } from '../features/team/use-accept-invitation';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../i18n';
import { TEAM_WORDS } from '../features/team/team-messages';

const messages = defineMessages({
  failed: { id: 'dashboard.team.loadFailed', defaultMessage: 'Failed to load your team' },
  joining: { id: 'dashboard.team.joining', defaultMessage: 'Joining the team' },
  loading: { id: 'dashboard.team.loading', defaultMessage: 'Loading your team' },
});

/** /team-members: the team of the user's workspace; `?invite=<token>` joins a team first. */
export default function TeamMembersPage() {
  const { t } = useDashboardI18n();
  const accepting = useAcceptInvitation();
  const { data: team, error, refetch } = useTeamGetQuery(undefined, { skip: accepting });

  let content;
  if (team && !accepting) content = <TeamPanel team={team} />;
  else if (error && !accepting)
    content = (
      <>
        <h1>{t(TEAM_WORDS.title)}</h1>
        <ErrorState message={errorMessage(error, t(messages.failed))} onRetry={() => void refetch()} />
      </>
    );
  else
    content = (
      <>
        <h1>{t(TEAM_WORDS.title)}</h1>
        <PageLoader label={t(accepting ? messages.joining : messages.loading)} minHeight="12rem" />
      </>
    );

  return <AppChrome title={t(TEAM_WORDS.title)}>{content}</AppChrome>;
}
