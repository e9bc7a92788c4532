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
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard' },
  intro: { id: 'dashboard.intro', defaultMessage: 'Ready to build your next investor-ready document?' },
  invite: { id: 'dashboard.invite', defaultMessage: 'Invite to Kuza' },
});

/** In the page's Stack, whose gap already spaces it from what follows. */
const Greeting = styled(PageHeading)`
  margin-bottom: 0;
`;

/**
 * /dashboard, home after sign-in. A founder who left onboarding half-way resumes it at the first
 * unfinished step; one who never started sees an offer to start.
 */
export default function DashboardPage() {
  const { t } = useDashboardI18n();
  const handingOff = useTokenHandoff();
  const { data: user } = useAuthCurrentUserQuery();
  const { data: team } = useTeamGetQuery(undefined, { skip: handingOff });
  // The greeting keeps the word it opened with for the whole visit.
  const [openedAt] = useState(Date.now);
  const done = completedOnboardingSteps(user?.onboarding);
  const resumeAt = !handingOff && user && done > 0 ? nextOnboardingPath(user.onboarding) : null;
  if (resumeAt) return <Navigate to={resumeAt} replace />;

  return (
    <AppChrome title={t(messages.title)}>
      <Stack gap="xl">
        <Greeting
          title={greetingFor(user, openedAt)}
          intro={t(messages.intro)}
          action={canManageTeam(team?.role) && <InviteButton>{t(messages.invite)}</InviteButton>}
        />
        {user && done === 0 && <OnboardingPrompt />}
        <QuickStart goals={user?.onboarding.goals} />
        <RecentsSection />
      </Stack>
    </AppChrome>
  );
}
