import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { resetLinkIn, waitForMail } from '../support/mail';

test.describe('forgotten password', () => {
  test('requests a link, resets the password from the mail and signs in with the new one', async ({
    page,
    browser,
  }) => {
    const setup = await browser.newContext();
    const account = await createVerifiedUser(setup.request);
    await setup.close();

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forget password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page).toHaveTitle('Forgot Password | Kuza');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Request Reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset link sent' });
    await expect(dialog).toContainText(account.email);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // Mail #1 was the sign-up code; #2 is the reset link.
    const link = resetLinkIn(await waitForMail(account.email, 2));
    const { pathname, search } = new URL(link);
    await page.goto(pathname + search);
    await expect(page).toHaveTitle('Reset Password | Kuza');
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Brand!new22');
    await page.getByLabel('Confirm password', { exact: true }).fill('Brand!new23');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill('Brand!new22');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Successfully reset!' })).toBeVisible();

    // The link works once.
    await page.goto(pathname + search);
    await page.getByLabel('New password', { exact: true }).fill('Another!pass3');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another!pass3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Brand!new22');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test("answers the same for an address with no account: the 'Reset link sent' dialog", async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset link sent' })).toContainText('nobody-here@example.com');
  });

  test('explains a link without a token and offers a new one', async ({ page }) => {
    await page.goto('/auth/password/reset');
    await expect(page.getByRole('alert')).toContainText('it has no token');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });
});
