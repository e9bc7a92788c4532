import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createVerifiedUser, newAccount, signInThroughApi } from '../support/accounts';
import { e2eOrigin } from '../support/env';
import { saveOnboarding } from '../support/onboarding';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Onboarding progress' });

/** Picks a card of a grid of radios or checkboxes by its text (the input itself is visually hidden). */
const pick = (page: Page, label: string) => page.locator('label').filter({ hasText: label }).first().click();

test.describe('onboarding through the shell', () => {
  test('a new founder answers the three steps and is greeted on the dashboard by name', async ({ page }) => {
    // Signing up through the pages is the sign-up suite's journey; this one starts verified.
    await createVerifiedUser(page.request, newAccount('onboard'));
    await page.goto('/onboarding');

    // Step 1: eleven industries, five team sizes, nothing picked at first.
    await expect(page).toHaveURL('/onboarding/about-startup');
    await expect(page).toHaveTitle('About Your Startup | Kuza');
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
    await expect(page.getByRole('radio')).toHaveCount(11);
    await expect(page.getByRole('combobox', { name: "What's your current team size?" })).toHaveValue('');
    // Each step's whole page is checked by the onboarding remote's own suite; here, its errors.
    await pick(page, 'Agritech');
    await page.getByRole('combobox', { name: "What's your current team size?" }).selectOption('1-10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Onboarding step saved 🎉').first()).toBeVisible();

    // Step 2 (what a step says when an answer is missing is tested in the onboarding remote's suite).
    await expect(page).toHaveURL('/onboarding/shape-startup');
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
    await page.getByLabel('Who is your target audience?').fill('Smallholder farmers in Kenya');
    await page.getByLabel('What is your main goal right now?').fill('Raise a seed round');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3, then Finish goes straight to the dashboard (no passing through /signin).
    await expect(page).toHaveURL('/onboarding/goal_preference');
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 3 of 3');
    await pick(page, 'Create pitch deck');
    await pick(page, 'AI Pitch Practice');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page).toHaveURL('/dashboard');
    expect(visited).toEqual(['/dashboard']);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, Amara Okafor$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Amara Okafor' })).toHaveText('AO');
    await expect(page.getByRole('link', { name: /Pitch Deck.*Your goal/ })).toBeVisible();

    // The answers are stored on the user, for deck generation and the profile page.
    const { user } = await (await page.request.get(`${e2eOrigin('api')}/auth/user`)).json();
    expect(user.onboarding).toEqual({
      industry: 'Agritech',
      team_size: '1-10',
      target_audience: 'Smallholder farmers in Kenya',
      goal: 'Raise a seed round',
      goals: ['Create pitch deck', 'AI Pitch Practice'],
      completed_step: 3,
    });
  });

  test('a founder who left at step 2 resumes there at the next sign-in, with step 1 as saved', async ({ page }) => {
    // Step 1 through the page is the journey above; here, what the next sign-in does.
    const account = await createVerifiedUser(page.request);
    await saveOnboarding(page.request, { industry: 'HealthTech', completed_step: 1 });
    await page.context().clearCookies();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/onboarding/shape-startup');
    // 'Go Back' shows the answers of step 1 as saved.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/onboarding/about-startup');
    await expect(page.getByRole('radio', { name: 'HealthTech' })).toBeChecked();
  });

  test('a founder who skipped step 2 resumes at step 3 the next time', async ({ page, browser }) => {
    const account = await createVerifiedUser(page.request);
    await saveOnboarding(page.request, { industry: 'HealthTech', completed_step: 1 });
    await page.goto('/onboarding/shape-startup');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL('/onboarding/goal_preference');

    const again = await browser.newContext();
    await signInThroughApi(again.request, account);
    const againPage = await again.newPage();
    await againPage.goto('/onboarding');
    await expect(againPage).toHaveURL('/onboarding/goal_preference');
    await again.close();
  });

  test('a finished founder sees the answers at /onboarding and can change them', async ({ page }) => {
    await createVerifiedUser(page.request);
    await saveOnboarding(page.request, {
      industry: 'Fintech',
      team_size: '10-50',
      goals: ['Resume Builder'],
      completed_step: 3,
    });
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();
    await expect(page.getByText('Fintech')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Change about your startup' }).click();
    await expect(page).toHaveURL('/onboarding/about-startup');
    await expect(page.getByRole('radio', { name: 'Fintech' })).toBeChecked();
    await pick(page, 'EdTech');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/onboarding/shape-startup');
    // Still finished: the dashboard does not send them back.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });
});
