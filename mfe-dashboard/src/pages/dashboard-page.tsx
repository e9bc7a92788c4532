import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { completedOnboardingSteps, nextOnboardingPath } from '@kuza/contracts';
import { PageHeading, Stack } from '@kuza/ui';
import { AppChrome, useTokenHandoff } from '@kuza/app';
import { useAuthCurrentUserQuery } from '../features/dashboard/api';
import { greetingFor } from '../features/dashboard/greeting';
import { OnboardingPrompt } from '../features/dashboard/onboarding-prompt';
import { QuickStart } from '../features/dashboard/quick-start';
import { RecentsSection } from '../features/dashboard/recents-section';
import { useTeamGetQuery } from '../features/team/api';
import { InviteButton } from '../features/team/invite-button';
import { canManageTeam } from '../features/team/permissions';

/** In the page's Stack, whose gap already spaces it from what follows. */
const Greeting = styled(PageHeading)`
  margin-bottom: 0;
`;

/**
 * /dashboard, home after sign-in. A founder who left onboarding half-way resumes it at the first
 * unfinished step; one who never started sees an offer to start.
 */
export default function DashboardPage() {
  const handingOff = useTokenHandoff();
  const { data: user } = useAuthCurrentUserQuery();
  const { data: team } = useTeamGetQuery(undefined, { skip: handingOff });
  // The greeting keeps the word it opened with for the whole visit.
  const [openedAt] = useState(Date.now);
  const done = completedOnboardingSteps(user?.onboarding);
  const resumeAt = !handingOff && user && done > 0 ? nextOnboardingPath(user.onboarding) : null;
  if (resumeAt) return <Navigate to={resumeAt} replace />;

  return (
    <AppChrome title="Dashboard">
      <Stack gap="xl">
        <Greeting
          title={greetingFor(user, openedAt)}
          intro="Ready to build your next investor-ready document?"
          action={canManageTeam(team?.role) && <InviteButton>Invite to Kuza</InviteButton>}
        />
        {user && done === 0 && <OnboardingPrompt />}
        <QuickStart goals={user?.onboarding.goals} />
        <RecentsSection />
      </Stack>
    </AppChrome>
  );
}
