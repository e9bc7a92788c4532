import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'dashboard',
  dir: __dirname,
  title: 'Kuza — Dashboard',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './TeamMembersPage': './src/pages/team-members-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
  },
});
