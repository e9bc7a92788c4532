import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, newAccount, signUpThroughApi, type TestAccount } from '../support/accounts';
import { e2eOrigin } from '../support/env';
import { expectBelowTopBar } from '../support/layout';

async function signInWithForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign out as a user does: the avatar menu of the app's top bar, then 'Sign out'. */
async function signOutFromMenu(page: Page) {
  // The page's own chrome replaces the loading skeleton's, closing a menu opened on the skeleton.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: /account menu for/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test.describe('sign-in and sign-out', () => {
  test('signs in, says so and opens the dashboard', async ({ page, browser }) => {
    // The account is made in another browser context: this page starts signed out.
    const setup = await browser.newContext();
    const account = await createVerifiedUser(setup.request);
    await setup.close();

    await page.goto('/signin');
    await expect(page).toHaveTitle('Sign In | Kuza');
    await signInWithForm(page, account);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expectBelowTopBar(page, page.getByRole('region', { name: 'Notifications' }).getByText('Login successful'));
  });

  test('refuses a wrong password without saying which part was wrong', async ({ page, browser }) => {
    const setup = await browser.newContext();
    const account = await createVerifiedUser(setup.request);
    await setup.close();

    await page.goto('/signin');
    await signInWithForm(page, { email: account.email, password: 'Wrong!pass1' });
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expect(toast).toContainText('Login failed. Please try again.');
    await expect(toast).toContainText('Invalid email or password');
    await expect(page).toHaveURL('/signin');
    // Said under the form too, announced, with focus still in the form to try again.
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
    expect(await form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!pass2');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('brings a visitor back to the protected page that sent them to sign in', async ({ page, browser }) => {
    const setup = await browser.newContext();
    const account = await createVerifiedUser(setup.request);
    await setup.close();

    await page.goto('/resume-builder');
    await expect(page).toHaveURL('/signin?next=%2Fresume-builder');
    await signInWithForm(page, account);
    await expect(page).toHaveURL('/resume-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Resumes' })).toBeVisible();
  });

  test('sends a signed-in user from /signin and /signup to the dashboard', async ({ page }) => {
    await createVerifiedUser(page.request);
    await page.goto('/signin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/signup');
    await expect(page).toHaveURL('/dashboard');
  });

  test('sends an account that still needs its code to /verify-email', async ({ page }) => {
    const account = await signUpThroughApi(page.request, newAccount('unverified'));
    await page.goto('/signin');
    await signInWithForm(page, account);
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByText(account.email)).toBeVisible();
  });

  test('signs out to /signin, clears local storage, and protected pages are refused after', async ({
    page,
    context,
    request,
  }) => {
    await createVerifiedUser(page.request);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'kuza_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.goto('/dashboard');
    await page.evaluate(() => localStorage.setItem('registeredEmail', 'someone@example.com'));
    await signOutFromMenu(page);
    await expect(page).toHaveURL('/signin');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.goto('/pitch-decks');
    await expect(page).toHaveURL('/signin?next=%2Fpitch-decks');
    // The session is revoked on the API, not only forgotten by the browser.
    const replay = await request.get(`${e2eOrigin('api')}/auth/user`, {
      headers: { cookie: `kuza_session=${session!.value}` },
    });
    expect(replay.status()).toBe(401);
  });

  test("alerts 'Failed to log out' and stays signed in when the API cannot sign out", async ({ page }) => {
    await createVerifiedUser(page.request);
    await page.route('**/auth/logout', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
    );
    await page.goto('/dashboard');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await signOutFromMenu(page);
    await expect.poll(() => alerts).toEqual(['Failed to log out']);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: /account menu for/i })).toBeVisible();
  });
});
