import { expect, test } from '@playwright/test';
import { REMOTE_NAMES, ROUTES, pageTitle } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { navigateInPage } from '../support/navigation';
import { finishOnboarding } from '../support/onboarding';

// The dashboard greets a new account 'Welcome' and one made on an earlier day 'Welcome back'.
const HEADINGS: Record<string, string | RegExp> = {
  '/': 'Your Complete Startup Toolkit for African Founders',
  '/signin': 'Sign in to Kuza',
  '/signup': 'Create your account',
  '/verify-email': 'Verify your email',
  '/forgot-password': 'Forgot your password?',
  '/auth/password/reset': 'Set New Password',
  // Opened without a token (or with a withdrawn one): the page says the invitation cannot be used.
  '/invitation': 'This invitation cannot be used',
  '/waitlist': 'Your Complete Startup Toolkit for African Founders',
  '/people': 'People on the waitlist',
  '/pitch-slide': 'Sample Pitch Deck',
  '/onboarding': 'Onboarding',
  '/onboarding/about-startup': 'Tell us about your startup',
  '/onboarding/shape-startup': 'Shape Your Startup Journey',
  '/onboarding/goal_preference': 'Goals & Preferences',
  '/dashboard': /^Welcome(?: back)?, Amara Okafor$/,
  '/team-members': 'Team Members',
  '/profile': 'Profile',
  '/pitch-decks': 'Pitch Decks',
  '/pitch-deck-outline': 'Pitch Deck Outline',
  '/pitch-deck-generating': 'Generating Your Pitch Deck...',
  '/pitch-deck-editor': 'Pitch Deck Editor',
  '/resume-builder': 'Resumes',
  '/resume-generating': 'Generating Your Resume...',
  '/resume-builder-editor': 'Resume Editor',
  // A link that was never shared (or was revoked): the public page says so.
  '/share/deck/:token': 'This link is no longer shared',
  '/share/resume/:token': 'This link is no longer shared',
};

/** A concrete address for a route: parameters get a well-formed token that matches nothing. */
const visitable = (path: string) => path.replace(':token', 'no-such-link-0000');

test.describe('the shell route table', () => {
  // One page load per remote: the first route is loaded, the others are reached in the page, as a
  // founder's clicks reach them. Each remote's own suite loads each of its routes directly.
  for (const remote of REMOTE_NAMES) {
    const routes = ROUTES.filter((route) => route.remote === remote);
    test(`shows every route of the ${remote} remote with its heading and title`, async ({ page }) => {
      // Protected pages need a session; the browser shares the cookie the API request set.
      // A founder who finished onboarding: /onboarding then shows the answers instead of moving on to step 1.
      if (routes.some((route) => route.protected)) {
        await createVerifiedUser(page.request);
        await finishOnboarding(page.request);
      }
      for (const [index, route] of routes.entries()) {
        if (index === 0) await page.goto(visitable(route.path));
        else await navigateInPage(page, visitable(route.path));
        await expect(page.getByRole('heading', { level: 1, name: HEADINGS[route.path], exact: true })).toBeVisible();
        await expect(page).toHaveTitle(pageTitle(route.title));
      }
    });
  }

  for (const remote of REMOTE_NAMES) {
    const guarded = ROUTES.filter((route) => route.remote === remote && route.protected);
    if (guarded.length === 0) continue;
    test(`sends a signed-out visitor from every protected route of the ${remote} remote to /signin`, async ({
      page,
    }) => {
      for (const [index, route] of guarded.entries()) {
        if (index === 0) await page.goto(route.path);
        else await navigateInPage(page, route.path);
        await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(route.path)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Kuza' })).toBeVisible();
      }
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Your Complete Startup Toolkit for African Founders',
    );
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });
});
