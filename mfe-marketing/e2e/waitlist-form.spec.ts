import { expect, test, type Page } from '@playwright/test';

/** The remote alone, with the waitlist API stubbed: what the page does with each kind of answer. */
async function stubWaitlist(page: Page, answer: { status: number; json?: unknown }) {
  let count = 41;
  const sent: unknown[] = [];
  await page.route('**/waitlist/count', (route) => route.fulfill({ json: { data: { count } } }));
  await page.route('**/waitlist/add', async (route) => {
    sent.push(route.request().postDataJSON());
    if (answer.status < 300) count += 1;
    await route.fulfill({ status: answer.status, json: answer.json ?? {} });
  });
  return sent;
}

const form = (page: Page) => page.getByRole('form', { name: 'Join the waitlist' });
const email = (page: Page) => form(page).getByRole('textbox', { name: 'Email address' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('the waitlist form on the standalone marketing host', () => {
  test('sends the e-mail with its source, shows the fallback message and refreshes the count', async ({ page }) => {
    const sent = await stubWaitlist(page, { status: 201 });
    await page.goto('/waitlist');
    await expect(page.getByText('41 PEOPLE JOINED')).toBeVisible();
    await email(page).fill('ada@example.com');
    await form(page).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toasts(page).getByText('Successfully joined waitlist')).toBeVisible();
    await expect(page.getByText('42 PEOPLE JOINED')).toBeVisible();
    await expect(email(page)).toHaveValue('');
    expect(sent).toEqual([{ email: 'ada@example.com', source: 'waitlist' }]);
  });

  test("shows the server's error message when it gives one", async ({ page }) => {
    await stubWaitlist(page, { status: 429, json: { error: 'Too many requests, please try again in 1 minute' } });
    await page.goto('/waitlist');
    await email(page).fill('ada@example.com');
    await email(page).press('Enter');
    await expect(toasts(page).getByText('Too many requests, please try again in 1 minute')).toBeVisible();
    await expect(email(page)).toHaveValue('ada@example.com');
    await expect(page.getByText('41 PEOPLE JOINED')).toBeVisible();
  });

  test('keeps the FAQ of the waitlist page to one open answer', async ({ page }) => {
    await stubWaitlist(page, { status: 201 });
    await page.goto('/waitlist');
    const launch = page.getByRole('button', { name: 'When will Kuza launch?' });
    await launch.click();
    await expect(page.getByRole('region', { name: 'When will Kuza launch?' })).toBeVisible();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  });
});
