import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PROD_ORIGIN, PROD_RELEASES_DIR } from '../support/env';

test.describe('the public pages through the gateway', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page shows its text, and its waitlist link leads to the waitlist form', async ({ page }) => {
      const answer = await page.goto('/');
      expect(answer?.url()).toBe(`${PROD_ORIGIN}/`);
      expect(answer?.headers()['cache-control']).toBe('no-cache');
      await expect(page).toHaveTitle('Home | Kuza');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Create pitch decks, financials and resumes with AI.')).toBeVisible();

      // A plain link: the next page comes from the gateway as HTML too.
      await page.getByRole('link', { name: 'Join the waitlist' }).first().click();
      await expect(page).toHaveURL('/waitlist');
      const form = page.getByRole('form', { name: 'Join the waitlist' });
      await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    });

    test('the sign-in page is drawn for its address alone', async ({ page }) => {
      await page.goto('/signin');
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      // With a query string the single page is served: it is drawn by the scripts, which read it.
      await page.goto('/signin?next=%2Fpitch-decks');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    });
  });

  test('a prerendered page comes alive with the live shell, and the sign-in page keeps `next`', async ({ page }) => {
    // The HTML itself holds the page, and loads the live shell's version of the entry.
    const { shell } = JSON.parse(fs.readFileSync(path.join(PROD_RELEASES_DIR, 'live/state.json'), 'utf8')) as Record<
      string,
      { current: string } | undefined
    >;
    const html = await (await page.request.get('/waitlist')).text();
    expect(html).toContain('Join the waitlist for early access');
    expect(html).toContain(`src="/shell/${shell!.current}/main.js"`);
    await page.goto('/waitlist');
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await expect(form.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();

    await page.goto('/signin?next=%2Fpitch-decks');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', /^\/signup\?next=%2Fpitch-decks/);
  });
});
