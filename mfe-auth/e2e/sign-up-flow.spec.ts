import { expect, test } from '@playwright/test';
import { createVerifiedUser, newAccount, signUpWithForm } from '../../e2e/support/accounts';
import { codeIn, waitForMail } from '../../e2e/support/mail';

test.describe('sign-up and verification on the standalone auth host', () => {
  test('signs up, pastes the mailed code into the first box and starts a session', async ({ page, context }) => {
    const account = newAccount('standalone');
    await page.goto('/signup');
    await signUpWithForm(page, account);
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByText(account.email)).toBeVisible();

    const code = codeIn(await waitForMail(account.email));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(`code: ${text}`), code);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.press('ControlOrMeta+V');
    for (let i = 0; i < 6; i += 1) {
      await expect(page.getByRole('textbox', { name: `Digit ${i + 1} of 6` })).toHaveValue(code[i]!);
    }
    await page.getByRole('button', { name: 'Confirm email' }).click();
    // Onboarding is another remote: the standalone host only shows that it got there.
    await expect(page).toHaveURL('/onboarding/about-startup');
    expect(await page.evaluate(() => localStorage.getItem('registeredEmail'))).toBeNull();
  });

  test('sign-in on the standalone host sends a signed-in user on, and /signin then skips the form', async ({
    page,
    browser,
  }) => {
    const setup = await browser.newContext();
    const account = await createVerifiedUser(setup.request);
    await setup.close();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/signup');
    await expect(page).toHaveURL('/dashboard');
  });
});
