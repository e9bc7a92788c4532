/**
 * The one route table of Kuza: which remote owns a path, which module it exposes for it, and the
 * page title. The shell builds its router from it; each remote's standalone host uses its own rows.
 */
export const REMOTE_NAMES = ['marketing', 'auth', 'onboarding', 'dashboard', 'decks', 'resumes'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RouteEntry {
  path: string;
  /** Page title without the ' | Kuza' suffix. */
  title: string;
  remote: RemoteName;
  /** The exposed module of the remote, e.g. './LandingPage'. */
  module: string;
  /** Needs a signed-in session (enforced once accounts exist). */
  protected?: boolean;
}

export const APP_NAME = 'Kuza';
export const NOT_FOUND_TITLE = 'Page Not Found';

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', title: 'Home', remote: 'marketing', module: './LandingPage' },
  { path: '/waitlist', title: 'Join Waitlist', remote: 'marketing', module: './WaitlistPage' },
  { path: '/people', title: 'People', remote: 'marketing', module: './PeoplePage' },
  { path: '/pitch-slide', title: 'Pitch Slide', remote: 'marketing', module: './PitchSlidePage' },
  { path: '/signin', title: 'Sign In', remote: 'auth', module: './SignInPage' },
  { path: '/signup', title: 'Sign Up', remote: 'auth', module: './SignUpPage' },
  { path: '/verify-email', title: 'Verify Email', remote: 'auth', module: './VerifyEmailPage' },
  { path: '/forgot-password', title: 'Forgot Password', remote: 'auth', module: './ForgotPasswordPage' },
  { path: '/auth/password/reset', title: 'Reset Password', remote: 'auth', module: './ResetPasswordPage' },
  { path: '/invitation', title: 'Invitation', remote: 'auth', module: './InvitationPage' },
  { path: '/onboarding', title: 'Onboarding', remote: 'onboarding', module: './OnboardingIndexPage', protected: true },
  {
    path: '/onboarding/about-startup',
    title: 'About Your Startup',
    remote: 'onboarding',
    module: './AboutStartupPage',
    protected: true,
  },
  {
    path: '/onboarding/shape-startup',
    title: 'Shape Your Startup',
    remote: 'onboarding',
    module: './ShapeStartupPage',
    protected: true,
  },
  {
    path: '/onboarding/goal_preference',
    title: 'Goals & Preferences',
    remote: 'onboarding',
    module: './GoalPreferencePage',
    protected: true,
  },
  { path: '/dashboard', title: 'Dashboard', remote: 'dashboard', module: './DashboardPage', protected: true },
  { path: '/team-members', title: 'Team Members', remote: 'dashboard', module: './TeamMembersPage', protected: true },
  { path: '/profile', title: 'Profile', remote: 'dashboard', module: './ProfilePage', protected: true },
  { path: '/pitch-decks', title: 'Pitch Decks', remote: 'decks', module: './DeckListPage', protected: true },
  {
    path: '/pitch-deck-outline',
    title: 'Pitch Deck Outline',
    remote: 'decks',
    module: './DeckOutlinePage',
    protected: true,
  },
  {
    path: '/pitch-deck-generating',
    title: 'Generating Pitch Deck',
    remote: 'decks',
    module: './DeckGeneratingPage',
    protected: true,
  },
  {
    path: '/pitch-deck-editor',
    title: 'Pitch Deck Editor',
    remote: 'decks',
    module: './DeckEditorPage',
    protected: true,
  },
  { path: '/share/deck/:token', title: 'Shared Pitch Deck', remote: 'decks', module: './SharedDeckPage' },
  { path: '/resume-builder', title: 'Resume Builder', remote: 'resumes', module: './ResumeListPage', protected: true },
  {
    path: '/resume-generating',
    title: 'Generating Resume',
    remote: 'resumes',
    module: './ResumeGeneratingPage',
    protected: true,
  },
  {
    path: '/resume-builder-editor',
    title: 'Resume Editor',
    remote: 'resumes',
    module: './ResumeEditorPage',
    protected: true,
  },
  { path: '/share/resume/:token', title: 'Shared Resume', remote: 'resumes', module: './SharedResumePage' },
];

/** The not-found page is owned by the marketing remote (architecture.md). */
export const NOT_FOUND_ROUTE = { title: NOT_FOUND_TITLE, remote: 'marketing', module: './NotFoundPage' } as const;

export function pageTitle(title: string): string {
  return `${title} | ${APP_NAME}`;
}

/** Where a deck opens: the editor once it has slides, its outline before that. */
export function deckOpenPath(deck: { id: string; slideCount: number }): string {
  const page = deck.slideCount > 0 ? '/pitch-deck-editor' : '/pitch-deck-outline';
  return `${page}?deck=${encodeURIComponent(deck.id)}`;
}

export function resumeOpenPath(resume: { id: string }): string {
  return `/resume-builder-editor?resume=${encodeURIComponent(resume.id)}`;
}

/** The query parameter of an invitation link. */
export const INVITE_PARAM = 'invite';

/** The page an invitation e-mail links to: who invited you to which team, then sign in or sign up. */
export function invitationPath(token: string): string {
  return `/invitation?${INVITE_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * Where an invitation is accepted (the team page, which joins the signed-in user and shows the
 * team). Sign-in and sign-up carry it as `next`, so it must stay a path that safeNextPath keeps.
 */
export function invitationAcceptPath(token: string): string {
  return `/team-members?${INVITE_PARAM}=${encodeURIComponent(token)}`;
}

export function routesOf(remote: RemoteName): RouteEntry[] {
  return ROUTES.filter((route) => route.remote === remote);
}

/** Default local ports: each app is served like a separately deployed site. */
export const DEFAULT_PORTS: Record<RemoteName | 'shell' | 'api', number> = {
  shell: 3000,
  marketing: 3001,
  auth: 3002,
  onboarding: 3003,
  dashboard: 3004,
  decks: 3005,
  resumes: 3006,
  api: 4000,
};
