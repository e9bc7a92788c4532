import { pageTitle } from '@kuza/contracts/routes';
import { defineMessage, defineMessages, i18n, type MessageDescriptor } from '@kuza/i18n';

/**
 * Each route's title in the reader's language, by the route table's path (its English is the table's title, which
 * a test holds them to): the tab's title and the signed-in chrome's top bar.
 */
export const routeTitles: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  '/': { id: 'shell.title.home', defaultMessage: 'Home' },
  '/waitlist': { id: 'shell.title.waitlist', defaultMessage: 'Join Waitlist' },
  '/people': { id: 'shell.title.people', defaultMessage: 'People' },
  '/pitch-slide': { id: 'shell.title.pitchSlide', defaultMessage: 'Pitch Slide' },
  '/signin': { id: 'shell.title.signin', defaultMessage: 'Sign In' },
  '/signup': { id: 'shell.title.signup', defaultMessage: 'Sign Up' },
  '/verify-email': { id: 'shell.title.verifyEmail', defaultMessage: 'Verify Email' },
  '/forgot-password': { id: 'shell.title.forgotPassword', defaultMessage: 'Forgot Password' },
  '/auth/password/reset': { id: 'shell.title.authPasswordReset', defaultMessage: 'Reset Password' },
  '/invitation': { id: 'shell.title.invitation', defaultMessage: 'Invitation' },
  '/onboarding': { id: 'shell.title.onboarding', defaultMessage: 'Onboarding' },
  '/onboarding/about-startup': { id: 'shell.title.onboardingAboutStartup', defaultMessage: 'About Your Startup' },
  '/onboarding/shape-startup': { id: 'shell.title.onboardingShapeStartup', defaultMessage: 'Shape Your Startup' },
  '/onboarding/goal_preference': { id: 'shell.title.onboardingGoalPreference', defaultMessage: 'Goals & Preferences' },
  '/dashboard': { id: 'shell.title.dashboard', defaultMessage: 'Dashboard' },
  '/team-members': { id: 'shell.title.teamMembers', defaultMessage: 'Team Members' },
  '/profile': { id: 'shell.title.profile', defaultMessage: 'Profile' },
  '/pitch-decks': { id: 'shell.title.pitchDecks', defaultMessage: 'Pitch Decks' },
  '/pitch-deck-outline': { id: 'shell.title.pitchDeckOutline', defaultMessage: 'Pitch Deck Outline' },
  '/pitch-deck-generating': { id: 'shell.title.pitchDeckGenerating', defaultMessage: 'Generating Pitch Deck' },
  '/pitch-deck-editor': { id: 'shell.title.pitchDeckEditor', defaultMessage: 'Pitch Deck Editor' },
  '/applications': { id: 'shell.title.applications', defaultMessage: 'Applications' },
  '/share/deck/:token': { id: 'shell.title.shareDeck', defaultMessage: 'Shared Pitch Deck' },
  '/resume-builder': { id: 'shell.title.resumeBuilder', defaultMessage: 'Resume Builder' },
  '/resume-generating': { id: 'shell.title.resumeGenerating', defaultMessage: 'Generating Resume' },
  '/resume-builder-editor': { id: 'shell.title.resumeBuilderEditor', defaultMessage: 'Resume Editor' },
  '/share/resume/:token': { id: 'shell.title.shareResume', defaultMessage: 'Shared Resume' },
});

const notFoundTitle = defineMessage({ id: 'shell.title.notFound', defaultMessage: 'Page Not Found' });

/** A route's title in the page's language ('Rejoindre la liste d’attente'); the table's English if it has none. */
export function routeTitle(route: { path?: string; title: string }): string {
  const message = route.path === undefined ? notFoundTitle : routeTitles[route.path];
  return message ? i18n.t(message) : route.title;
}

/** The tab's title of a route: 'Rejoindre la liste d’attente | Kuza'. */
export function routePageTitle(route: { path?: string; title: string }): string {
  return pageTitle(routeTitle(route));
}
