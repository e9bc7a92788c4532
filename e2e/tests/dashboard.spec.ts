import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createVerifiedUser } from '../support/accounts';
import { e2eOrigin } from '../support/env';
import { finishOnboarding } from '../support/onboarding';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
const widthOf = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? 0;

test.describe('the dashboard and the signed-in chrome', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
  });

  test('greets the founder, shows the quick-start cards and a helpful empty Recents', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard | Kuza');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, Amara Okafor$/ })).toBeVisible();
    await expect(page.getByText('Ready to build your next investor-ready document?')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Dashboard');
    const quickStart = page.getByRole('region', { name: 'Quick start' });
    await expect(quickStart.getByRole('link', { name: /^Pitch Deck/ })).toHaveAttribute(
      'href',
      '/pitch-decks?create=1',
    );
    await expect(quickStart.getByRole('link', { name: /^Resume Builder/ })).toHaveAttribute('href', '/resume-builder');
    await expect(quickStart.getByText('Soon')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('lists real recent work and remembers the grid or list view', async ({ page }) => {
    const created = await page.request.post(`${e2eOrigin('api')}/resumes`, {
      data: { mode: 'ai', inputs: { name: 'Amara Okafor', role: 'Founder & CEO' } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const resume = await created.json();

    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Recent decks and resumes' }).getByRole('link').first();
    await expect(recent).toContainText(/Resume · Updated (just now|1 min ago)/);
    await expect(recent).toHaveAttribute('href', `/resume-builder-editor?resume=${resume.id}`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('collapses the sidebar to icons with Ctrl+B, and it stays collapsed after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => widthOf(page)).toBe(256);
    await page.keyboard.press('Control+b');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => widthOf(page)).toBe(48);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => widthOf(page)).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.keyboard.press('Control+b');
    await expect.poll(() => widthOf(page)).toBe(256);
  });

  test('opens the navigation as an 18rem drawer on a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await toggle(page).click();
    await expect(sidebar(page)).toBeVisible();
    await expect.poll(() => widthOf(page)).toBe(288);
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await toggle(page).click();
    await sidebar(page).getByRole('link', { name: 'Team Members' }).click();
    await expect(page).toHaveURL('/team-members');
    await expect(sidebar(page)).toBeHidden();
  });

  test('the avatar menu leads to Profile and Settings, and signs out', async ({ page }) => {
    await page.goto('/dashboard');
    // The page drawn and its lists answered first: a menu opened while the page is still arriving can lose focus to it.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recents' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Account menu for Amara Okafor' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/profile#settings');
    await expect(page.getByRole('region', { name: 'Password' })).toBeFocused();
    await page.getByRole('button', { name: 'Account menu for Amara Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('button', { name: 'Account menu for Amara Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/signin');
  });

  test("says 'Support coming soon!' from the sidebar footer", async ({ page }) => {
    await page.goto('/dashboard');
    // The alert blocks the page until it is answered, so it is answered from the listener.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await sidebar(page).getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => alerts).toEqual(['Support coming soon!']);
    await expect(sidebar(page).getByRole('button', { name: /Subscription/ })).toContainText('Coming Soon');
  });
});
