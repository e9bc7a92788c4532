/**
 * The one route table of Kuza: which remote owns a path, which module it exposes for it, and the
 * page title. Everything else that lists remotes or pages derives from it: the remote names and
 * their ports, each remote's exposed modules (by file name: './DeckListPage' is
 * src/pages/deck-list-page.tsx), its standalone host, the shell's router and the e2e projects.
 * Adding a remote is its folder plus its rows here (`npm run new:remote -- <name>`).
 */
interface RouteRow {
  path: string;
  /** Page title without the ' | Kuza' suffix. */
  title: string;
  /** The owning remote, served from the folder mfe-<remote>. */
  remote: string;
  /** The exposed module of the remote, e.g. './LandingPage' (the file src/pages/landing-page.tsx). */
  module: `./${string}Page`;
  /** Needs a signed-in session. */
  protected?: boolean;
  /**
   * Rendered to HTML when the shell is built, so its text and forms show before any JavaScript
   * arrives; the page is hydrated once the scripts load. Only pages that look the same to every
   * visitor and need nothing from the API to draw.
   */
  prerendered?: boolean;
  /**
   * A prerendered page that works as HTML until the visitor moves (a touch, a scroll, a key, the mouse, a focus):
   * its app's code is fetched and run only then, so a visitor who only reads downloads none of it. A button
   * pressed before the app runs is pressed again once it does. For a page whose links and text are the page.
   */
  startsOnFirstMove?: boolean;
  /**
   * The API address (with `path`'s `:params`) of the document this page shows. The API draws the
   * page's content with its data at `<address>/html` and its title at `<address>/head`; the gateway
   * puts both into the page's HTML when it serves the address, so the page reads (and a pasted link
   * previews) before any JavaScript arrives, and the page takes its data from there instead of
   * asking the API again.
   */
  serverDrawn?: `/${string}`;
}

export const APP_NAME = 'Kuza';
export const NOT_FOUND_TITLE = 'Page Not Found';

const ROUTE_ROWS = [
  {
    path: '/',
    title: 'Home',
    remote: 'marketing',
    module: './LandingPage',
    prerendered: true,
    startsOnFirstMove: true,
  },
  { path: '/waitlist', title: 'Join Waitlist', remote: 'marketing', module: './WaitlistPage', prerendered: true },
  { path: '/people', title: 'People', remote: 'marketing', module: './PeoplePage' },
  { path: '/pitch-slide', title: 'Pitch Slide', remote: 'marketing', module: './PitchSlidePage', prerendered: true },
  { path: '/signin', title: 'Sign In', remote: 'auth', module: './SignInPage', prerendered: true },
  { path: '/signup', title: 'Sign Up', remote: 'auth', module: './SignUpPage', prerendered: true },
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
  {
    path: '/applications',
    title: 'Applications',
    remote: 'decks',
    module: './ApplicationsPage',
    protected: true,
  },
  {
    path: '/share/deck/:token',
    title: 'Shared Pitch Deck',
    remote: 'decks',
    module: './SharedDeckPage',
    serverDrawn: '/share/deck/:token',
  },
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
  {
    path: '/share/resume/:token',
    title: 'Shared Resume',
    remote: 'resumes',
    module: './SharedResumePage',
    serverDrawn: '/share/resume/:token',
  },
] as const satisfies readonly RouteRow[];

export type RemoteName = (typeof ROUTE_ROWS)[number]['remote'];

export interface RouteEntry extends RouteRow {
  remote: RemoteName;
}

export const ROUTES: readonly RouteEntry[] = ROUTE_ROWS;

/** Every remote, in the order of its first route (which also gives its default port). */
export const REMOTE_NAMES: readonly RemoteName[] = [...new Set(ROUTES.map((route) => route.remote))];

/** The page for any path the table does not know, owned by the marketing remote. */
export const NOT_FOUND_ROUTE = {
  title: NOT_FOUND_TITLE,
  remote: 'marketing',
  module: './NotFoundPage',
} as const satisfies Omit<RouteEntry, 'path'>;

/** A parameter of a server-drawn address: a share token's letters (nothing to escape on either side). */
const SERVER_DRAWN_PARAM = '([A-Za-z0-9_-]{1,128})';

/**
 * A server-drawn page's address as a regular expression (one group per `:param`) and its API
 * address with `$1`, `$2`… for them: the gateway's configuration and the development host both
 * read these, so they serve the same addresses.
 */
export interface ServerDrawnRule {
  pattern: string;
  source: string;
}

export function serverDrawnRules(): ServerDrawnRule[] {
  return ROUTES.flatMap((route) => {
    if (!route.serverDrawn) return [];
    const names: string[] = [];
    const pattern = `^${route.path.replace(/:([^/]+)/g, (_, name: string) => (names.push(name), SERVER_DRAWN_PARAM))}/?$`;
    const source = route.serverDrawn.replace(/:([^/]+)/g, (_, name: string) => `$${names.indexOf(name) + 1}`);
    return [{ pattern, source }];
  });
}

/** The API address of the document `pathname` shows, if its route is server-drawn. */
export function serverDrawnSource(pathname: string): string | undefined {
  for (const { pattern, source } of serverDrawnRules()) {
    const match = new RegExp(pattern).exec(pathname);
    if (match) return source.replace(/\$(\d+)/g, (_, group: string) => match[Number(group)]!);
  }
  return undefined;
}

export function pageTitle(title: string): string {
  return `${title} | ${APP_NAME}`;
}

/** The title of a page showing one document, its own name first: "SokoFresh · Shared Pitch Deck | Kuza". */
export function documentPageTitle(name: string, routeTitle: string): string {
  return pageTitle(`${name} · ${routeTitle}`);
}

/** The row of the route table an address opens, if any. */
export function routeOf(pathname: string): RouteEntry | undefined {
  return ROUTES.find(({ path }) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname));
}

/** Where a deck opens: the editor once it has slides, its outline before that. */
export function deckOpenPath(deck: { id: string; slideCount: number }): string {
  const page = deck.slideCount > 0 ? '/pitch-deck-editor' : '/pitch-deck-outline';
  return `${page}?deck=${encodeURIComponent(deck.id)}`;
}

/** Where a deck's facts are reviewed and confirmed: the facts panel beside its outline. */
export function deckFactsPath(deckId: string): string {
  return `/pitch-deck-outline?deck=${encodeURIComponent(deckId)}`;
}

/** A deck's applications: every programme with who may apply, and the applications drafted so far. */
export function deckApplicationsPath(deckId: string): string {
  return `/applications?deck=${encodeURIComponent(deckId)}`;
}

/** One application in its editor. */
export function applicationOpenPath(application: { id: string }): string {
  return `/applications?application=${encodeURIComponent(application.id)}`;
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

/** The modules a remote exposes: one per route it owns, and the not-found page for its owner. */
export function pageModulesOf(remote: RemoteName): string[] {
  const modules = routesOf(remote).map((route) => route.module as string);
  if (NOT_FOUND_ROUTE.remote === remote) modules.push(NOT_FOUND_ROUTE.module);
  return [...new Set(modules)];
}

/** The file of an exposed page under the remote's src/pages, without extension: './DeckListPage' → 'deck-list-page'. */
export function pageFileName(module: string): string {
  const name = module.replace(/^\.\//, '');
  if (!/^[A-Z][A-Za-z0-9]*Page$/.test(name))
    throw new Error(`"${module}" is not a page module such as './DeckListPage'`);
  return name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
}

/**
 * Default local ports, each app served like a separately deployed site: the shell on 3000, the
 * remotes from 3001 in route-table order, the API on 4000.
 */
export const DEFAULT_PORTS = {
  shell: 3000,
  ...(Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, 3001 + index])) as Record<RemoteName, number>),
  api: 4000,
} satisfies Record<RemoteName | 'shell' | 'api', number>;
