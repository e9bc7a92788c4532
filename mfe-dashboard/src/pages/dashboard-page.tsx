import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { completedOnboardingSteps, nextOnboardingPath } from '@kuza/contracts';
import { Stack } from '@kuza/ui';
import { AppChrome, useTokenHandoff } from '@kuza/app';
import { useAuthCurrentUserQuery } from '../features/dashboard/api';
import { OnboardingPrompt } from '../features/dashboard/onboarding-prompt';
import { QuickStart } from '../features/dashboard/quick-start';
import { RecentsSection } from '../features/dashboard/recents-section';
import { useTeamGetQuery } from '../features/team/api';
import { InviteButton } from '../features/team/invite-button';
import { canManageTeam } from '../features/team/permissions';

const Greeting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * /dashboard, home after sign-in. A founder who left onboarding half-way resumes it at the first
 * unfinished step; one who never started sees an offer to start.
 */
export default function DashboardPage() {
  const handingOff = useTokenHandoff();
  const { data: user } = useAuthCurrentUserQuery();
  const { data: team } = useTeamGetQuery(undefined, { skip: handingOff });
  const done = completedOnboardingSteps(user?.onboarding);
  const resumeAt = !handingOff && user && done > 0 ? nextOnboardingPath(user.onboarding) : null;
  if (resumeAt) return <Navigate to={resumeAt} replace />;

  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ');
  return (
    <AppChrome title="Dashboard">
      <Stack gap="xl">
        <Greeting>
          <div>
            <h1>{name ? `Welcome back, ${name}` : 'Welcome back'}</h1>
            <p>Ready to build your next investor-ready document?</p>
          </div>
          {canManageTeam(team?.role) && <InviteButton>Invite to Kuza</InviteButton>}
        </Greeting>
        {user && done === 0 && <OnboardingPrompt />}
        <QuickStart goals={user?.onboarding.goals} />
        <RecentsSection />
      </Stack>
    </AppChrome>
  );
}
