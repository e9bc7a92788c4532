import { expect, test } from '@playwright/test';
import { ROUTES } from '@kuza/contracts/routes';
import { createVerifiedUser } from '../support/accounts';
import { finishOnboarding } from '../support/onboarding';
import { holdScripts, watchForBlankRoot, wentBlank } from '../support/page-loading';
import { firstContentfulPaintAt, recordRequests, transferredBytes, useSlowProfile } from '../support/slow-profile';

const KB = 1024;
const PRERENDERED = ROUTES.filter((route) => route.prerendered);

test.describe('the public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PRERENDERED) {
    test(`${route.path} shows its heading and its title from the HTML alone`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} | Kuza`);
    });
  }

  test('the waitlist form is there, its button waiting for the scripts rather than posting the address', async ({
    page,
  }) => {
    await page.goto('/waitlist');
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('the sign-in form is there without sending a password in the address', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  });
});

test.describe('the public pages with JavaScript', () => {
  test('the waitlist form becomes live, keeping what was typed before the scripts arrived', async ({ page }) => {
    // The page's remote is held back: the visitor types into the prerendered form meanwhile.
    const release = await holdScripts(page, /\/__federation_expose_WaitlistPage\.[^/]*\.js$/);
    // Not until 'load': the held script keeps the page loading.
    await page.goto('/waitlist', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('early@example.com');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    await expect(email).toHaveValue('early@example.com');
  });

  test('adopts the prerendered page instead of drawing it again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('prerendered')) problems.push(message.text());
    });
    await page.goto('/signin');
    const label = page.getByText('Email', { exact: true });
    const prerenderedFor = await label.getAttribute('for');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    // An element drawn again in the browser gets a browser-made id; the adopted one keeps the server's.
    expect(await label.getAttribute('for')).toBe(prerenderedFor);
    expect(problems).toEqual([]);
  });

  test('/ asks for at most 60 KB of JavaScript (gzip) before its first paint on the slow profile', async ({ page }) => {
    await useSlowProfile(page);
    const requests = recordRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    const paintedAt = await firstContentfulPaintAt(page);
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter(
      ({ request, startedAt }) => request.resourceType() === 'script' && startedAt < paintedAt,
    );
    const bytes = await transferredBytes(scripts.map(({ request }) => request));
    test.info().annotations.push({ type: 'JS before first paint', description: `${(bytes / KB).toFixed(1)} KB` });
    expect(scripts.length).toBeGreaterThan(0);
    expect(bytes, scripts.map(({ request }) => request.url()).join('\n')).toBeLessThanOrEqual(60 * KB);
  });
});

test.describe('the signed-in pages while their code loads', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    await watchForBlankRoot(page);
  });

  test('the first page shows the outline of a page from its HTML, then the app chrome, never a blank screen', async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/__federation_expose_DashboardPage\.[^/]*\.js$/);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^(Loading Kuza|Checking your session|Loading page)$/ })
        .first(),
    ).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Dashboard');
    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(await wentBlank(page)).toBe(false);
  });

  test('moving to a page whose remote is still loading shows the app chrome around its outline at once', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    const release = await holdScripts(page, /\/__federation_expose_DeckListPage\.[^/]*\.js$/);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Pitch Deck Generator' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Pitch Decks');
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Pitch Decks');
    expect(await wentBlank(page)).toBe(false);
  });
});
