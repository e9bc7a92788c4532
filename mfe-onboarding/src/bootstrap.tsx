import { mountStandalone } from '@kuza/ui';
import OnboardingIndexPage from './pages/onboarding-index-page';
import AboutStartupPage from './pages/about-startup-page';
import ShapeStartupPage from './pages/shape-startup-page';
import GoalPreferencePage from './pages/goal-preference-page';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: 'onboarding',
  pages: {
    './OnboardingIndexPage': OnboardingIndexPage,
    './AboutStartupPage': AboutStartupPage,
    './ShapeStartupPage': ShapeStartupPage,
    './GoalPreferencePage': GoalPreferencePage,
  },
});
