import { screen, within } from '@testing-library/react';
import type { ApplicationSummaryList, RecentsResponse, TeamResponse } from '@kuza/contracts';
import { aUser, api, renderPage } from '@kuza/testing';
import DashboardPage from '../../../pages/dashboard-page';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const open = () =>
  renderPage(<DashboardPage />, {
    path: '/dashboard',
    user: aUser({ onboarding: { completed_step: 3, goals: ['Create pitch deck'] } }),
  });

beforeEach(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  api.on<TeamResponse>('GET', '/team', {
    body: { role: 'Owner', workspace: { id: 'w', name: "Amara's workspace" }, members: [], invitations: [] },
  });
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
      ],
      nextCursor: null,
    },
  });
});

describe('the dashboard’s applications', () => {
  it('lists each application beside the decks: programme, deck, answers written of all, when edited, opening its editor', async () => {
    api.on<ApplicationSummaryList>('GET', '/applications', {
      body: {
        items: [
          {
            id: 'a2',
            deckId: 'd1',
            deckName: 'SokoFresh Seed',
            program: 'techstars',
            programName: 'Techstars',
            answered: 4,
            total: 6,
            updatedAt: minutesAgo(8),
          },
          {
            id: 'a1',
            deckId: 'd1',
            deckName: 'SokoFresh Seed',
            program: 'y-combinator',
            programName: 'Y Combinator',
            answered: 7,
            total: 7,
            updatedAt: minutesAgo(60 * 26),
          },
        ],
      },
    });
    open();
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(screen.getByRole('heading', { name: 'Recents' })).toBeInTheDocument();
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Techstars · SokoFresh Seed4 of 6 answered · Updated 8 mins ago',
      'Y Combinator · SokoFresh Seed7 of 7 answered · Updated yesterday',
    ]);
    expect(rows[0]).toHaveAttribute('href', '/applications?application=a2');
    expect(rows[1]).toHaveAttribute('href', '/applications?application=a1');
  });

  it('shows no applications heading while the workspace has none', async () => {
    api.on<ApplicationSummaryList>('GET', '/applications', { body: { items: [] } });
    open();
    expect(await screen.findByText('SokoFresh Seed')).toBeInTheDocument();
    expect(api.sent('GET', '/applications')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Applications' })).not.toBeInTheDocument();
  });
});
