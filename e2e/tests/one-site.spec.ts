import { expect, test, type Page } from '@playwright/test';
import type { Deck } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { e2eOrigin } from '../support/env';
import { navigateInPage } from '../support/navigation';
import { finishOnboarding } from '../support/onboarding';
import { createBuiltResume } from '../support/resume-fixtures';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The signed-in section pages, each with the heading that says it has drawn. */
const sections = (deckId: string) => [
  { path: '/dashboard', heading: /^Welcome/ },
  { path: '/team-members', heading: 'Team Members' },
  { path: '/profile', heading: 'Profile' },
  { path: '/pitch-decks', heading: 'Pitch Decks' },
  { path: `/pitch-deck-outline?deck=${deckId}`, heading: 'Pitch Deck Outline' },
  { path: '/resume-builder', heading: 'Resumes' },
];

async function createDeck(page: Page): Promise<Deck> {
  const created = await page.request.post(`${e2eOrigin('api')}/decks`, {
    data: {
      mode: 'ai',
      inputs: { startupName: 'SokoFresh', industry: 'Agritech', objective: 'Raise a $500k pre-seed round' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Deck;
}

/** The logo mark is drawn inside the bar's home link. */
async function expectLogoMark(page: Page) {
  const home = page.getByRole('banner').getByRole('link', { name: 'Kuza home' });
  await expect(home.locator('svg')).toBeVisible();
}

/** The deck's editor and that of a resume made for the test, with the title and Back link of their bar. */
async function bothEditors(page: Page, deck: Deck) {
  const resume = await createBuiltResume(
    page.request,
    { name: 'Amara Okafor', role: 'Founder & CEO' },
    'Founder of SokoFresh.',
  );
  return [
    { path: `/pitch-deck-editor?deck=${deck.id}`, title: 'Pitch Deck Editor', back: 'Back to Pitch Decks' },
    { path: `/resume-builder-editor?resume=${resume.id}`, title: 'Resume Editor', back: 'Back to Resumes' },
  ];
}

/** Opens an editor and waits for its bar to name it; returns the bar. */
async function openEditor(page: Page, editor: { path: string; title: string }) {
  await page.goto(editor.path);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('heading', { level: 1, name: editor.title })).toBeVisible();
  return bar;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `content wider than the window on ${page.url()}`).toBeLessThanOrEqual(0);
}

test.describe('one site: one page width, one logo, one editor frame', () => {
  let deck: Deck;

  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    deck = await createDeck(page);
  });

  for (const [name, viewport] of [
    ['1280', WIDE],
    ['390', PHONE],
  ] as const) {
    test(`gives every signed-in section the same content width at ${name} px, under the logo`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const widths: number[] = [];
      for (const [index, section] of sections(deck.id).entries()) {
        if (index === 0) await page.goto(section.path);
        else await navigateInPage(page, section.path);
        await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
        await expectLogoMark(page);
        if (viewport === PHONE) await expectNoSidewaysScroll(page);
        else await expectNoSeriousA11yViolations(page);
        widths.push(Math.round((await page.getByRole('main').boundingBox())!.width));
      }
      expect(new Set(widths).size, `content widths: ${widths.join(', ')}`).toBe(1);
    });
  }

  test('shows the same logo mark in the marketing header and footer', async ({ page }) => {
    await page.goto('/');
    await expectLogoMark(page);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kuza home' }).locator('svg')).toBeVisible();
  });

  test('opens both editors full width under a slim bar whose Back link returns to their list', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(WIDE);
    for (const editor of await bothEditors(page, deck)) {
      const bar = await openEditor(page, editor);
      await expect(bar.getByText('All changes saved')).toBeVisible();
      await expectLogoMark(page);
      // Slim: on a laptop screen the whole bar, actions included, is one line.
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
      // Full width: the work area spans the window (less a scroll bar, if any), with no sidebar beside it.
      expect((await page.getByRole('main').boundingBox())!.width).toBeGreaterThan(WIDE.width - 20);
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }

    await page.getByRole('banner').getByRole('link', { name: 'Back to Resumes' }).click();
    await expect(page).toHaveURL('/resume-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Resumes' })).toBeVisible();
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await page.getByRole('banner').getByRole('link', { name: 'Back to Pitch Decks' }).click();
    await expect(page).toHaveURL('/pitch-decks');
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Decks' })).toBeVisible();
  });

  test('keeps both editors and their actions within a 390 px phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const editor of await bothEditors(page, deck)) {
      const bar = await openEditor(page, editor);
      await expect(bar.getByRole('link', { name: editor.back })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Export' })).toBeInViewport();
      await expectLogoMark(page);
      await expectNoSidewaysScroll(page);
    }
  });
});
