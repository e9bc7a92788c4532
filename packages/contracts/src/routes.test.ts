import {
  DEFAULT_PORTS,
  deckOpenPath,
  documentPageTitle,
  NOT_FOUND_ROUTE,
  pageFileName,
  pageModulesOf,
  pageTitle,
  REMOTE_NAMES,
  resumeOpenPath,
  routeOf,
  ROUTES,
} from './routes';

/**
 * product.md §2's route table, written out here rather than read from ROUTES, so a wrong title in the
 * shared table fails a test (the browser tests take their expectations from ROUTES itself).
 * Routes the spec lists without a title carry the ones recorded in docs/decisions.md.
 */
const SPEC_TITLES: Record<string, string> = {
  '/': 'Home',
  '/signin': 'Sign In',
  '/signup': 'Sign Up',
  '/verify-email': 'Verify Email',
  '/forgot-password': 'Forgot Password',
  '/auth/password/reset': 'Reset Password',
  '/waitlist': 'Join Waitlist',
  '/people': 'People',
  '/onboarding': 'Onboarding',
  '/onboarding/about-startup': 'About Your Startup',
  '/onboarding/shape-startup': 'Shape Your Startup',
  '/onboarding/goal_preference': 'Goals & Preferences',
  '/dashboard': 'Dashboard',
  '/pitch-decks': 'Pitch Decks',
  '/pitch-deck-outline': 'Pitch Deck Outline',
  '/pitch-deck-generating': 'Generating Pitch Deck',
  '/pitch-deck-editor': 'Pitch Deck Editor',
  '/resume-builder': 'Resume Builder',
  '/resume-generating': 'Generating Resume',
  '/resume-builder-editor': 'Resume Editor',
  '/team-members': 'Team Members',
  '/pitch-slide': 'Pitch Slide',
  '/profile': 'Profile',
};

describe('the route table', () => {
  it.each(Object.entries(SPEC_TITLES))('gives %s the title of product.md §2 (%s)', (path, title) => {
    const route = ROUTES.find((entry) => entry.path === path);
    expect(route?.title).toBe(title);
  });

  it("titles pages 'X | Kuza' and the not-found page 'Page Not Found'", () => {
    expect(pageTitle('Sign In')).toBe('Sign In | Kuza');
    expect(pageTitle(NOT_FOUND_ROUTE.title)).toBe('Page Not Found | Kuza');
  });

  it("titles a document's page with its name first", () => {
    expect(documentPageTitle('SokoFresh', 'Shared Pitch Deck')).toBe('SokoFresh · Shared Pitch Deck | Kuza');
  });

  it('finds the row an address opens, with its parameters and a trailing slash, and none for an unknown one', () => {
    expect(routeOf('/share/deck/abc123')?.module).toBe('./SharedDeckPage');
    expect(routeOf('/pitch-decks/')?.path).toBe('/pitch-decks');
    expect(routeOf('/share/deck/abc/extra')).toBeUndefined();
    expect(routeOf('/nowhere')).toBeUndefined();
  });

  it('opens a deck in the editor once it has slides and at its outline before', () => {
    expect(deckOpenPath({ id: 'a b', slideCount: 3 })).toBe('/pitch-deck-editor?deck=a%20b');
    expect(deckOpenPath({ id: 'd1', slideCount: 0 })).toBe('/pitch-deck-outline?deck=d1');
    expect(resumeOpenPath({ id: 'r1' })).toBe('/resume-builder-editor?resume=r1');
  });

  it('derives the remotes from their rows, in order, with one default port each', () => {
    expect(REMOTE_NAMES).toEqual(['marketing', 'auth', 'onboarding', 'dashboard', 'decks', 'resumes']);
    expect(DEFAULT_PORTS).toEqual({
      shell: 3000,
      marketing: 3001,
      auth: 3002,
      onboarding: 3003,
      dashboard: 3004,
      decks: 3005,
      resumes: 3006,
      api: 4000,
    });
  });

  it("lists the pages a remote exposes, the not-found page with its owner's", () => {
    expect(pageModulesOf('dashboard')).toEqual(['./DashboardPage', './TeamMembersPage', './ProfilePage']);
    expect(pageModulesOf('marketing')).toContain('./NotFoundPage');
    expect(pageModulesOf('auth')).not.toContain('./NotFoundPage');
  });

  it("names a page's file after its module, and refuses a module that is not a page", () => {
    expect(pageFileName('./DeckListPage')).toBe('deck-list-page');
    expect(pageFileName('./SignInPage')).toBe('sign-in-page');
    expect(() => pageFileName('./deckList')).toThrow('is not a page module');
  });
});
