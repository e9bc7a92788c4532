import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createVerifiedUser, signInThroughApi } from '../support/accounts';
import { e2eOrigin } from '../support/env';
import { finishOnboarding } from '../support/onboarding';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the profile page', () => {
  test('edits the names, and the avatar follows', async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile | Kuza');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByLabel('First name').fill('Adaeze');
    await details.getByLabel('Last name').fill('Nwosu');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Adaeze Nwosu' })).toHaveText('AN');
  });

  test('uploads a photo that shows in the top bar, then removes it', async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    await page.goto('/profile');
    await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile photo updated')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', new RegExp(`^${e2eOrigin('api')}/media/`));
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(page.getByRole('button', { name: /account menu for/i }).locator('img')).toHaveCount(1);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Profile photo removed')).toBeVisible();
    await expect(photo).toHaveCount(0);
    await expect(page.getByRole('button', { name: /account menu for/i })).toHaveText('AO');
  });

  test('changes the password: this browser stays signed in, the new password works', async ({ page, browser }) => {
    const account = await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    await page.goto('/profile#settings');
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('Wrong!pass9');
    await password.getByLabel('New password', { exact: true }).fill('Fresh!pass2');
    await password.getByLabel('Confirm new password').fill('Fresh!pass2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is not correct')).toBeVisible();

    await password.getByLabel('Current password').fill(account.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. You were signed out on your other devices.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    const other = await browser.newContext();
    await signInThroughApi(other.request, { email: account.email, password: 'Fresh!pass2' });
    await other.close();
  });

  test('shows the onboarding answers with a way to change them', async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request, { industry: 'Logistics', team_size: '10-50', goals: ['Resume Builder'] });
    await page.goto('/profile');
    const answers = page.getByRole('region', { name: 'Onboarding answers' });
    await expect(answers).toContainText('Logistics');
    await answers.getByRole('link', { name: 'Change your answers' }).click();
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();
  });
});
