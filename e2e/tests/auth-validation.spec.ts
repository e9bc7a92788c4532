import { expect, test, type Page } from '@playwright/test';

/** Every account message of product.md §5 (password minimum 8, docs/decisions.md), each for its bad input. */
async function submit(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

const errorOf = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('the validation messages of the account forms', () => {
  test('sign-up', async ({ page }) => {
    await page.goto('/signup');
    await submit(page, 'Sign up');
    await expect(errorOf(page, 'First name')).toHaveAccessibleDescription('First name is required');
    await expect(errorOf(page, 'Last name')).toHaveAccessibleDescription('Last name is required');
    await expect(errorOf(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await expect(errorOf(page, 'Password')).toHaveAccessibleDescription(/Password is required/);
    await expect(errorOf(page, 'First name')).toBeFocused();

    await errorOf(page, 'First name').fill('A');
    await errorOf(page, 'Last name').fill('B');
    await errorOf(page, 'Email').fill('not-an-email');
    await errorOf(page, 'Password').fill('Ab!');
    await submit(page, 'Sign up');
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();

    await errorOf(page, 'Password').fill('lowercase-only!');
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one symbol'),
    ).toBeVisible();
    await expect(page.getByText('At least 8 characters, with an uppercase letter')).toBeVisible();
  });

  test('sign-in', async ({ page }) => {
    await page.goto('/signin');
    await submit(page, 'Sign in');
    await expect(errorOf(page, 'Email')).toHaveAccessibleDescription('Required');
    await expect(errorOf(page, 'Password')).toHaveAccessibleDescription('Required');
    await errorOf(page, 'Email').fill('ada@');
    await errorOf(page, 'Password').fill('short');
    await submit(page, 'Sign in');
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  });

  test('verification code', async ({ page }) => {
    await page.goto('/verify-email');
    await submit(page, 'Confirm email');
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('12x3');
    await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('3');
    await submit(page, 'Confirm email');
    await expect(page.getByText('Must be 6 digits')).toBeVisible();
  });

  test('forgot password', async ({ page }) => {
    await page.goto('/forgot-password');
    await submit(page, 'Request Reset');
    await expect(errorOf(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await errorOf(page, 'Email').fill('ada@');
    await submit(page, 'Request Reset');
    await expect(page.getByText('Invalid email address')).toBeVisible();
  });

  test('reset password', async ({ page }) => {
    await page.goto('/auth/password/reset?token=abc');
    await submit(page, 'Reset Password');
    await expect(errorOf(page, 'New password')).toHaveAccessibleDescription(/Password is required/);
    await expect(errorOf(page, 'Confirm password')).toHaveAccessibleDescription('Please confirm your password');
    await errorOf(page, 'New password').fill('Short!1');
    await errorOf(page, 'Confirm password').fill('Other!pass1');
    await submit(page, 'Reset Password');
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
  });
});
