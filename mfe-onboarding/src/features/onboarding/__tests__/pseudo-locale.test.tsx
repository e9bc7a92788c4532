import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM_SIZES, type OnboardingAnswers } from '@kuza/contracts';
import { aUser, renderPage, speakPseudoLocale, untranslatedText } from '@kuza/testing';
import AboutStartupPage from '../../../pages/about-startup-page';
import GoalPreferencePage from '../../../pages/goal-preference-page';
import OnboardingIndexPage from '../../../pages/onboarding-index-page';
import ShapeStartupPage from '../../../pages/shape-startup-page';

/** Every English catalog an onboarding page's words can come from. */
const CATALOGS = ['mfe-onboarding', 'packages/app', 'packages/contracts', 'packages/ui'].map(
  (workspace) => require(`../../../../../${workspace}/locales/en.json`) as Record<string, string>,
);

/** The founder's own answers, said as written, and the team sizes, which are figures. */
const FOUNDERS_WORDS = ['Smallholder farmers', 'Raise a seed round', ...TEAM_SIZES];

/** The design system's words come from its catalog: only the brand is said as is. */
const DESIGN_SYSTEM_WORDS = ['Kuza'];

const finished: OnboardingAnswers = {
  industry: 'Agritech',
  team_size: '1-10',
  target_audience: 'Smallholder farmers',
  goal: 'Raise a seed round',
  goals: ['Create pitch deck', 'Resume Builder'],
  completed_step: 3,
};

const PAGES: Array<{ name: string; page: ReactElement; path: string }> = [
  { name: 'step 1, about your startup', page: <AboutStartupPage />, path: '/onboarding/about-startup' },
  { name: 'step 2, shape your startup journey', page: <ShapeStartupPage />, path: '/onboarding/shape-startup' },
  { name: 'step 3, goals and preferences', page: <GoalPreferencePage />, path: '/onboarding/goal_preference' },
  { name: 'the summary of a finished founder', page: <OnboardingIndexPage />, path: '/onboarding' },
];

describe('every onboarding page in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));

  it.each(PAGES)('$name shows no word that did not come from a catalog', async ({ page, path }) => {
    renderPage(page, { path, user: aUser({ onboarding: finished }) });
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedText(document.body, [...FOUNDERS_WORDS, ...DESIGN_SYSTEM_WORDS])).toEqual([]);
  });

  it('a step refused for missing answers says why in the page’s language', async () => {
    renderPage(<ShapeStartupPage />, { path: '/onboarding/shape-startup', user: aUser({ onboarding: {} }) });
    await userEvent.click(await screen.findByRole('button', { name: /⟦Cóntínúé⟧/ }));
    expect(await screen.findByText('⟦Tárgét áúdíéncé ís réqúíréd⟧')).toBeInTheDocument();
    expect(untranslatedText(document.body, [...FOUNDERS_WORDS, ...DESIGN_SYSTEM_WORDS])).toEqual([]);
  });
});
