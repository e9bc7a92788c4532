import { expect, test } from '@playwright/test';
import { ROUTES, pageTitle } from '@kuza/contracts';

const HEADINGS: Record<string, string> = {
  '/': 'Your Complete Startup Toolkit for African Founders',
  '/signin': 'Sign in to Kuza',
  '/signup': 'Create your account',
  '/verify-email': 'Verify your email',
  '/forgot-password': 'Forgot your password?',
  '/auth/password/reset': 'Set New Password',
  '/waitlist': 'Join the Kuza waitlist',
  '/people': 'People on the waitlist',
  '/pitch-slide': 'Sample pitch deck',
  '/onboarding': 'Onboarding',
  '/onboarding/about-startup': 'Tell us about your startup',
  '/onboarding/shape-startup': 'Shape Your Startup Journey',
  '/onboarding/goal_preference': 'Goals & Preferences',
  '/dashboard': 'Welcome back',
  '/team-members': 'Team Members',
  '/profile': 'Profile',
  '/pitch-decks': 'Pitch Decks',
  '/pitch-deck-outline': 'Pitch Deck Outline',
  '/pitch-deck-generating': 'Generating Your Pitch Deck...',
  '/pitch-deck-editor': 'Pitch Deck Editor',
  '/resume-builder': 'Resumes',
  '/resume-generating': 'Generating Your Resume...',
  '/resume-builder-editor': 'Resume Editor',
};

test.describe('the shell route table', () => {
  for (const route of ROUTES) {
    test(`shows ${route.path} with its heading and the title '${pageTitle(route.title)}'`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[route.path], exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
    });
  }

  test('shows the not-found page for an unknown path and logs the path', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Kuza');
    expect(logs.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Home | Kuza');
  });

  test('moves between routes of different remotes without a page reload', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Complete Startup Toolkit for African Founders');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });
});
