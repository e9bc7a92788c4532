import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'onboarding',
  dir: __dirname,
  title: 'Kuza — Onboarding',
  exposes: {
    './OnboardingIndexPage': './src/pages/onboarding-index-page.tsx',
    './AboutStartupPage': './src/pages/about-startup-page.tsx',
    './ShapeStartupPage': './src/pages/shape-startup-page.tsx',
    './GoalPreferencePage': './src/pages/goal-preference-page.tsx',
  },
});
