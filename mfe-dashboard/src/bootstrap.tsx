import { mountStandalone } from '@kuza/ui';
import DashboardPage from './pages/dashboard-page';
import TeamMembersPage from './pages/team-members-page';
import ProfilePage from './pages/profile-page';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: 'dashboard',
  pages: {
    './DashboardPage': DashboardPage,
    './TeamMembersPage': TeamMembersPage,
    './ProfilePage': ProfilePage,
  },
});
