import { screen, within } from '@testing-library/react';
import type { ApplicationSummaryList, RecentsResponse, TeamResponse } from '@kuza/contracts';
import { DEFAULT_LOCALE, i18n, SUPPORTED_LOCALES } from '@kuza/i18n';
import { aUser, api, renderPage, screenWidth } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import { OnboardingAnswersList } from '../features/profile/onboarding-answers';
import DashboardPage from '../pages/dashboard-page';

const english = require('../../locales/en.json') as Record<string, string>;
/** Every other language's catalog: a language the site adds is checked here too. */
const catalogs = Object.fromEntries(
  SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale,
    require(`../../locales/${locale}.json`) as Record<string, string>,
  ]),
);

/** Words the same in French or Portuguese as in English. */
const SAME_IN_EVERY_LANGUAGE = ['Actions', 'Pitch deck'];

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const founder = aUser({ firstname: 'Amara', lastname: 'Okafor', onboarding: { completed_step: 3 } });

beforeEach(() => {
  screenWidth(1280);
  api.on<TeamResponse>('GET', '/team', {
    body: { role: 'Owner', workspace: { id: 'w', name: 'SokoPay' }, members: [], invitations: [] },
  });
  api.on<RecentsResponse>('GET', '/recents', {
    body: {
      items: [{ kind: 'resume', id: 'r1', name: 'Founder CV', status: 'Complete', updatedAt: minutesAgo(30) }],
      nextCursor: null,
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

describe('the dashboard in French and Portuguese', () => {
  beforeAll(() => registerSharedCatalogs());
  afterAll(() => i18n.setLocale('en'));

  it.each([
    ['fr', 'Immobilier', 'Créer un pitch deck'],
    ['pt', 'Imobiliário', 'Criar um pitch deck'],
  ] as const)(
    'in %s, names the onboarding choices saved and keeps the founder’s own words',
    async (locale, industry, goal) => {
      await i18n.setLocale(locale);
      renderPage(
        <OnboardingAnswersList
          answers={{
            industry: 'Real Estate',
            goals: ['Create pitch deck', 'Coaching'],
            target_audience: 'Petits commerçants',
          }}
        />,
      );
      expect(screen.getByText(industry)).toBeInTheDocument();
      expect(screen.getByText(`${goal}, Coaching`)).toBeInTheDocument();
      expect(screen.getByText('Petits commerçants')).toBeInTheDocument();
    },
  );

  it.each([
    ['fr', 'Pour commencer', 'CV', 'Terminé', '4 sur 6 avec réponse', 'Inviter sur Kuza'],
    ['pt', 'Começar', 'Currículo', 'Concluído', '4 de 6 respondidas', 'Convidar para o Kuza'],
  ] as const)(
    'in %s, the quick start, recents and applications are said in that language',
    async (locale, quickStart, kind, status, answered, invite) => {
      await i18n.setLocale(locale);
      renderPage(<DashboardPage />, { path: '/dashboard', user: founder });
      expect(screen.getByRole('heading', { level: 2, name: quickStart })).toBeInTheDocument();
      const recents = await screen.findByRole('list', {
        name: locale === 'fr' ? 'Decks et CV récents' : 'Decks e currículos recentes',
      });
      expect(within(recents).getByText(new RegExp(`^${kind} ·`))).toBeInTheDocument();
      expect(within(recents).getByText(status)).toBeInTheDocument();
      expect(await screen.findByText(new RegExp(answered))).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: invite })).toBeInTheDocument();
    },
  );

  it('has every message in its own words, not a copy of the English', () => {
    for (const catalog of Object.values(catalogs)) {
      const copied = Object.keys(english).filter(
        (id) => catalog[id] === english[id] && !SAME_IN_EVERY_LANGUAGE.includes(english[id]!),
      );
      expect(copied).toEqual([]);
    }
  });
});
