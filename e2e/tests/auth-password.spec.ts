import { expect, test } from '@playwright/test';
import { createVerifiedUser, signInThroughApi } from '../support/accounts';
import { e2eOrigin } from '../support/env';
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
    await page.getByRole('link', { name: 'Forgot password?' }).click();
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

    // The new password signs in, the old one no longer does (the sign-in form has its own tests).
    const login = (password: string) =>
      page.request.post(`${e2eOrigin('api')}/auth/login`, { data: { email: account.email, password } });
    expect((await login(account.password)).status()).toBe(401);
    await signInThroughApi(page.request, { email: account.email, password: 'Brand!new22' });
  });

  test('says a used link is no longer valid and offers a new one', async ({ page }) => {
    const account = await createVerifiedUser(page.request);
    const forgot = await page.request.post(`${e2eOrigin('api')}/auth/password/forgot`, {
      data: { email: account.email },
    });
    expect(forgot.status()).toBe(200);
    const link = new URL(resetLinkIn(await waitForMail(account.email, 2)));
    const used = await page.request.post(`${e2eOrigin('api')}/auth/password/reset${link.search}`, {
      data: { newPassword: 'Brand!new22', confirmPassword: 'Brand!new22' },
    });
    expect(used.status(), await used.text()).toBe(200);

    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('Another!pass3');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another!pass3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
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
