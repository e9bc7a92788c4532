import { expect, test } from '@playwright/test';
import { newAccount, signUpWithForm } from '../support/accounts';
import { codeIn, waitForMail } from '../support/mail';

test.describe('sign-up with an e-mail code', () => {
  test('signs up, reads the code from the mail, pastes it and lands on onboarding signed in', async ({
    page,
    context,
  }) => {
    const account = newAccount('signup');
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up | Kuza');
    await signUpWithForm(page, account);

    await expect(page.getByText('Account created! Please verify your email to continue.')).toBeVisible();
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('registeredEmail'))).toBe(account.email);
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

    const mail = await waitForMail(account.email);
    expect(mail.from?.text).toContain('Kuza');
    expect(mail.html).toBeTruthy();
    const code = codeIn(mail);

    // A wrong code first: the boxes turn red, with the reason.
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(first).toBeFocused();
    const wrong = code === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired code' })).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');

    // Then the real one, pasted whole into the first box.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await first.click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code[5]!);
    await page.getByRole('button', { name: 'Confirm email' }).click();

    await expect(page).toHaveURL('/onboarding/about-startup');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your startup' })).toBeVisible();
    const session = await page.evaluate(
      () =>
        (
          window as unknown as {
            __KUZA_STORE__: { getState: () => { session: { status: string; user: { email: string } } } };
          }
        ).__KUZA_STORE__.getState().session,
    );
    expect(session.status).toBe('authenticated');
    expect(session.user.email).toBe(account.email);
  });

  test('says so in an Error toast when the server refuses the sign-up', async ({ page }) => {
    await page.route('**/auth/local', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too many attempts. Please try again later.' } }),
    );
    const account = newAccount('refused');
    await page.goto('/signup');
    await signUpWithForm(page, account);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Too many attempts. Please try again later.');
    await expect(page).toHaveURL('/signup');
  });
});
