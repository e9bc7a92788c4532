import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationSummaryList, RecentsResponse, TeamMember, TeamResponse, TeamRole } from '@kuza/contracts';
import { LOCALE_NAMES } from '@kuza/i18n';
import { aUser, api, renderPage, screenWidth, speakPseudoLocale, untranslatedText } from '@kuza/testing';
import DashboardPage from '../pages/dashboard-page';
import ProfilePage from '../pages/profile-page';
import TeamMembersPage from '../pages/team-members-page';

/** Every English catalog a signed-in page's words can come from. */
const CATALOGS = ['mfe-dashboard', 'packages/app', 'packages/contracts', 'packages/ui'].map(
  (workspace) => require(`../../../${workspace}/locales/en.json`) as Record<string, string>,
);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const founder = aUser({
  id: '64b000000000000000000001',
  firstname: 'Amara',
  lastname: 'Okafor',
  email: 'amara@sokopay.example',
  onboarding: { completed_step: 3, target_audience: 'Market traders', goal: 'Raise a seed round' },
});

/**
 * What the founder and the team wrote or were given, said as written: names, addresses, the workspace, the
 * documents and programmes, the initials on the avatar.
 */
const THEIR_WORDS = [
  'Amara Okafor',
  'Amara',
  'Okafor',
  'AO',
  'amara@sokopay.example',
  'SokoPay',
  'SokoFresh Seed',
  'Founder CV',
  'Techstars',
  'Market traders',
  'Raise a seed round',
  ...['Olu', 'Ada', 'Zuri'].flatMap((name) => [`${name} Test`, `${name.toLowerCase()}@example.com`]),
  'new@example.com',
  // Each language's own name, and the scheme an image address starts with.
  ...Object.values(LOCALE_NAMES),
  'https://',
];

/** The design system's words come from its catalog: only the brand is said as is. */
const DESIGN_SYSTEM_WORDS = ['Kuza'];

const member = (id: string, firstName: string, role: TeamRole, isYou = false): TeamMember => ({
  id,
  firstName,
  lastName: 'Test',
  name: `${firstName} Test`,
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  isYou,
});

const team: TeamResponse = {
  workspace: { id: 'w1', name: 'SokoPay' },
  role: 'Owner',
  members: [member('1', 'Olu', 'Owner', true), member('2', 'Ada', 'Admin'), member('3', 'Zuri', 'Member')],
  invitations: [
    {
      id: 'i1',
      email: 'new@example.com',
      role: 'Member',
      invitedAt: '2026-03-01T00:00:00Z',
      expiresAt: '2026-03-08T00:00:00Z',
    },
  ],
};

const words = () => untranslatedText(document.body, [...THEIR_WORDS, ...DESIGN_SYSTEM_WORDS]);

beforeEach(() => {
  screenWidth(1280);
  api.on<TeamResponse>('GET', '/team', { body: team });
  api.on<RecentsResponse>('GET', '/recents', {
    body: {
      items: [
        {
          kind: 'deck',
          id: 'd1',
          name: 'SokoFresh Seed',
          status: 'Complete',
          slideCount: 12,
          updatedAt: minutesAgo(30),
        },
        { kind: 'resume', id: 'r1', name: 'Founder CV', status: 'Draft', updatedAt: minutesAgo(60 * 26) },
      ],
      nextCursor: 'more',
    },
  });
  api.on<ApplicationSummaryList>('GET', '/applications', {
    body: {
      items: [
        {
          id: 'a1',
          deckId: 'd1',
          deckName: 'SokoFresh Seed',
          program: 'techstars',
          programName: 'Techstars',
          answered: 4,
          total: 6,
          updatedAt: minutesAgo(8),
        },
      ],
    },
  });
});

describe('the signed-in pages in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));

  it('the dashboard, its quick start, recents and applications show no word that did not come from a catalog', async () => {
    renderPage(<DashboardPage />, { path: '/dashboard', user: founder });
    await screen.findByText('SokoFresh Seed', { selector: 'span' });
    await screen.findByText(/Techstars/);
    expect(words()).toEqual([]);
  });

  it('the empty dashboard says so in the page’s language', async () => {
    api.on<RecentsResponse>('GET', '/recents', { body: { items: [], nextCursor: null } });
    api.on<ApplicationSummaryList>('GET', '/applications', { body: { items: [] } });
    renderPage(<DashboardPage />, { path: '/dashboard', user: { ...founder, onboarding: {} } });
    await screen.findByText(/⟦Nóthíng hédré yét⟧|⟦Nóthíng héré yét⟧/);
    expect(words()).toEqual([]);
  });

  it('the team page, its table, invitations and dialogs show no word that did not come from a catalog', async () => {
    renderPage(<TeamMembersPage />, { path: '/team-members', user: founder });
    await screen.findAllByText(/Ada Test/);
    expect(words()).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: /Ada Test/ })[0]!);
    within(await screen.findByRole('dialog')).getByRole('combobox');
    expect(words()).toEqual([]);
  });

  it('the team page on a phone shows no word that did not come from a catalog', async () => {
    screenWidth(375);
    renderPage(<TeamMembersPage />, { path: '/team-members', user: founder });
    await screen.findAllByText(/Ada Test/);
    expect(words()).toEqual([]);
  });

  it('the profile page shows no word that did not come from a catalog', async () => {
    renderPage(<ProfilePage />, { path: '/profile', user: founder });
    await screen.findByText('Market traders');
    expect(words()).toEqual([]);
  });
});
