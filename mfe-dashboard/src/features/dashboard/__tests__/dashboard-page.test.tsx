import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser, RecentItem, RecentsResponse, TeamResponse, TeamRole } from '@kuza/contracts';
import { aUser, api, renderPage } from '@kuza/testing';
import fc from 'fast-check';
import DashboardPage from '../../../pages/dashboard-page';
import { greetingFor } from '../greeting';
import { teamApi } from '../../team/api';

const AMARA = aUser({ id: '64b000000000000000000001' });
let user: PublicUser = AMARA;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function answerTeam(role: TeamRole) {
  api.on<TeamResponse>('GET', '/team', {
    body: { role, workspace: { id: 'w', name: "Amara's workspace" }, members: [], invitations: [] },
  });
}

/** GET /recents answers `pages` in turn: the first without `before`, the next for the cursor before it. */
function answerRecents(...pages: RecentsResponse[]) {
  api.on<RecentsResponse>('GET', '/recents', ({ query }) => {
    const index = pages.findIndex((_, i) => (i === 0 ? null : pages[i - 1]!.nextCursor) === query.get('before'));
    return { body: pages[index] };
  });
}

const open = () => renderPage(<DashboardPage />, { path: '/dashboard', user });

beforeEach(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  user = { ...AMARA, onboarding: { completed_step: 3, goals: ['Create pitch deck'] } };
  answerTeam('Owner');
  answerRecents({ items: [], nextCursor: null });
  api.on('GET', '/applications', { body: { items: [] } });
  localStorage.clear();
});

describe('the dashboard', () => {
  it('greets the founder by name inside the signed-in chrome', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Ready to build your next investor-ready document?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AO, account menu for Amara Okafor' })).toHaveTextContent('AO');
    expect(screen.getByRole('banner')).toHaveTextContent('Dashboard');
  });

  it('says "Welcome", not "Welcome back", on the first visit of a founder who has just signed up', () => {
    user = { ...user, createdAt: minutesAgo(12) };
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('says "Welcome back" only to an account made on an earlier day, whatever its age', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    const hour = 60 * 60 * 1000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 }), (hoursOld) => {
        const createdAt = new Date(now - hoursOld * hour).toISOString();
        const heading = greetingFor({ ...AMARA, createdAt }, now);
        expect(heading).toBe(hoursOld >= 24 ? 'Welcome back, Amara Okafor' : 'Welcome, Amara Okafor');
      }),
    );
    expect(greetingFor(undefined, now)).toBe('Welcome');
  });

  it("opens the invite dialog from 'Invite to Kuza'", async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite to Kuza' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Team Member' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it("hides 'Invite to Kuza' from a Member, who cannot invite", async () => {
    answerTeam('Member');
    const { store } = open();
    await waitFor(() => expect(teamApi.endpoints.teamGet.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('button', { name: 'Invite to Kuza' })).not.toBeInTheDocument();
  });

  it('sends a founder who left onboarding half-way back to the first unfinished step', () => {
    user = { ...AMARA, onboarding: { industry: 'Fintech', completed_step: 1 } };
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding/shape-startup');
  });

  it('offers onboarding to someone who never started it, without forcing it', () => {
    user = { ...AMARA, onboarding: {} };
    open();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start onboarding' })).toHaveAttribute('href', '/onboarding');
  });

  it('shows the quick-start cards: deck and resume open their pages, the other three are coming soon', () => {
    open();
    const quickStart = within(screen.getByRole('region', { name: 'Quick start' }));
    expect(quickStart.getByRole('link', { name: /Pitch Deck/ })).toHaveAttribute('href', '/pitch-decks?create=1');
    expect(quickStart.getByRole('link', { name: /Pitch Deck/ })).toHaveTextContent('Your goal');
    expect(quickStart.getByRole('link', { name: /Resume Builder/ })).toHaveAttribute('href', '/resume-builder');
    for (const name of ['YC Assistant', 'Market Estimator', 'AI Coach']) {
      expect(quickStart.queryByRole('link', { name: new RegExp(name) })).not.toBeInTheDocument();
      const card = quickStart.getByRole('button', { name: new RegExp(name) });
      expect(card).toBeDisabled();
      expect(card).toHaveTextContent('Soon');
    }
  });
});

describe('Recents', () => {
  it('helps a new founder with nothing yet to start a deck or a resume', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a pitch deck' })).toHaveAttribute('href', '/pitch-decks');
    expect(screen.getByRole('link', { name: 'Build a resume' })).toHaveAttribute('href', '/resume-builder');
  });

  it('lists real decks and resumes with kind, relative time and status', async () => {
    answerRecents({
      items: [
        {
          id: 'd1',
          kind: 'deck',
          name: 'SokoPay seed deck',
          status: 'Draft',
          updatedAt: minutesAgo(8),
          slideCount: 12,
        },
        { id: 'd2', kind: 'deck', name: 'Outline only', status: 'Draft', updatedAt: minutesAgo(9), slideCount: 0 },
        { id: 'r1', kind: 'resume', name: 'Amara Okafor', status: 'Complete', updatedAt: minutesAgo(120) },
      ],
      nextCursor: null,
    });
    open();
    const list = within(await screen.findByRole('list', { name: 'Recent decks and resumes' }));
    const deck = list.getByRole('link', { name: /SokoPay seed deck/ });
    expect(deck).toHaveTextContent('Pitch deck · Updated 8 mins ago');
    expect(deck).toHaveTextContent('Draft');
    expect(deck).toHaveAttribute('href', '/pitch-deck-editor?deck=d1');
    expect(list.getByRole('link', { name: /Outline only/ })).toHaveAttribute('href', '/pitch-deck-outline?deck=d2');
    expect(list.getByRole('link', { name: /Amara Okafor/ })).toHaveAttribute(
      'href',
      '/resume-builder-editor?resume=r1',
    );
    expect(list.getByRole('link', { name: /Amara Okafor/ })).toHaveTextContent('Resume · Updated 2 hours ago');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('remembers the grid or list view in this browser', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('kuza.dashboard.recentsView')).toBe('list');
  });

  it('loads the next page on Show more', async () => {
    const first: RecentItem = { id: 'd1', kind: 'deck', name: 'First deck', status: 'Draft', updatedAt: minutesAgo(1) };
    const older: RecentItem = {
      id: 'd2',
      kind: 'deck',
      name: 'Older deck',
      status: 'Draft',
      updatedAt: minutesAgo(90),
    };
    answerRecents({ items: [first], nextCursor: '2026-01-01T00:00:00.000Z' }, { items: [older], nextCursor: null });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Older deck/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /First deck/ })).toBeInTheDocument();
    expect(api.sent('GET', '/recents')[1].query.get('before')).toBe('2026-01-01T00:00:00.000Z');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when recent work cannot be loaded, with a retry', async () => {
    api.on('GET', '/recents', { status: 500, body: { error: 'Internal server error' } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
