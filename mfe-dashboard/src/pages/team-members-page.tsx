import { ErrorState, PageLoader } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { errorMessage } from '@kuza/store';
import { useTeamGetQuery } from '../features/team/api';
import { TeamPanel } from '../features/team/team-panel';
import { useAcceptInvitation } from '../features/team/use-accept-invitation';

/** /team-members: the team of the user's workspace; `?invite=<token>` joins a team first. */
export default function TeamMembersPage() {
  const accepting = useAcceptInvitation();
  const { data: team, error, refetch } = useTeamGetQuery(undefined, { skip: accepting });

  let content;
  if (team && !accepting) content = <TeamPanel team={team} />;
  else if (error && !accepting)
    content = (
      <>
        <h1>Team Members</h1>
        <ErrorState message={errorMessage(error, 'Failed to load your team')} onRetry={() => void refetch()} />
      </>
    );
  else
    content = (
      <>
        <h1>Team Members</h1>
        <PageLoader label={accepting ? 'Joining the team' : 'Loading your team'} minHeight="12rem" />
      </>
    );

  return <AppChrome title="Team Members">{content}</AppChrome>;
}
