import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WAITLIST_FEW_JOINED, waitlistCountLine } from '@kuza/contracts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectBelowTopBar } from '../support/layout';
import { e2eOrigin } from '../support/env';

const api = e2eOrigin('api');
const uniqueEmail = () => `founder-${randomUUID().slice(0, 8)}@example.com`;

async function apiCount(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${api}/waitlist/count`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

const form = (page: Page) => page.getByRole('form', { name: 'Join the waitlist' });
const email = (page: Page) => form(page).getByRole('textbox', { name: 'Email address' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** The count line; the shell's own loading status is another role=status, hence the filter. */
const countLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: new RegExp(` JOINED$|^${WAITLIST_FEW_JOINED}$`) });

test.describe('the waitlist', () => {
  test('joins with the server message, clears the field and counts the new person', async ({ page, request }) => {
    const before = await apiCount(request);
    await page.goto('/waitlist');
    await expect(countLine(page)).toHaveText(waitlistCountLine(before));

    await email(page).fill(`  ${uniqueEmail().toUpperCase()} `);
    await form(page).getByRole('button', { name: 'Join Waitlist' }).click();

    const joined = toasts(page).getByText("You're on the waitlist! We'll email you when early access opens.");
    await expect(joined).toBeVisible();
    await expectBelowTopBar(page, joined);
    await expect(email(page)).toHaveValue('');
    await expect(countLine(page)).toHaveText(waitlistCountLine(before + 1));
    expect(await apiCount(request)).toBe(before + 1);
  });

  test('says "You\'re already on the waitlist" on a second join and does not count it twice', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail();
    expect((await request.post(`${api}/waitlist/add`, { data: { email: address } })).ok()).toBe(true);
    const before = await apiCount(request);
    await page.goto('/waitlist');
    // The prerendered form takes a submit once the page is live, as its button shows.
    await expect(form(page).getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();

    await email(page).fill(address.replace('founder', 'Founder'));
    await email(page).press('Enter');

    await expect(toasts(page).getByText("You're already on the waitlist")).toBeVisible();
    await expect(email(page)).toHaveValue('');
    await expect(countLine(page)).toHaveText(waitlistCountLine(before));
    expect(await apiCount(request)).toBe(before);
  });

  test('refuses an empty field with "Email is required" and a malformed one with "Please enter a valid email address"', async ({
    page,
  }) => {
    const joins: string[] = [];
    page.on('request', (request) => request.url().endsWith('/waitlist/add') && joins.push(request.url()));
    await page.goto('/waitlist');
    const join = form(page).getByRole('button', { name: 'Join Waitlist' });

    await join.click();
    await expect(toasts(page).getByText('Email is required')).toBeVisible();

    await email(page).fill('founder@');
    await join.click();
    await expect(toasts(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(email(page)).toHaveValue('founder@');

    // An address needs a dotted domain: 'shambalink' alone is a typo, not a place mail can go.
    await email(page).fill('wanjiru@shambalink');
    await join.click();
    await expect(toasts(page).getByText('Please enter a valid email address')).toHaveCount(2);
    await expect(email(page)).toHaveValue('wanjiru@shambalink');
    expect(joins).toEqual([]);
  });

  test('moves to the e-mail field from the Join Waitlist button in the top bar', async ({ page }) => {
    await page.goto('/waitlist');
    await page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' }).click();
    await expect(email(page)).toBeFocused();
  });

  test('shows the count on /people and nothing else', async ({ page, request }) => {
    await page.goto('/people');
    await expect(countLine(page)).toHaveText(waitlistCountLine(await apiCount(request)));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
  });

  test('invites the first founders while few have joined, then shows the count', async ({ page }) => {
    let count = 0;
    await page.route('**/waitlist/count', (route) => route.fulfill({ json: { data: { count } } }));
    await page.goto('/people');
    await expect(countLine(page)).toHaveText('Be among the first founders to join');
    count = 24;
    await page.reload();
    await expect(countLine(page)).toHaveText('Be among the first founders to join');
    count = 1250;
    await page.reload();
    await expect(countLine(page)).toHaveText('1,250 PEOPLE JOINED');
  });

  test('shows "Failed to get people" and "Failed to join waitlist" when the API fails without a message', async ({
    page,
  }) => {
    await page.route('**/waitlist/count', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/waitlist/add', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/waitlist');
    await expect(toasts(page).getByText('Failed to get people')).toBeVisible();
    await email(page).fill(uniqueEmail());
    await email(page).press('Enter');
    await expect(toasts(page).getByText('Failed to join waitlist')).toBeVisible();
  });

  test('has no serious accessibility violations on /waitlist and /people', async ({ page }) => {
    await page.goto('/waitlist');
    await expect(countLine(page)).toBeVisible();
    await expect(page.getByText('Toolkit for African Founders', { exact: true })).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/people');
    await expect(countLine(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
