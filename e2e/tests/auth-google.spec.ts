import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { createVerifiedUser, uniqueEmail } from '../support/accounts';
import { E2E_OIDC_PORT, e2eOrigin } from '../support/env';

/**
 * The real authorization-code flow: the browser goes from the Google button to the API's start
 * path, to the OpenID provider's /authorize, back to the API's callback (which calls /token and
 * /userinfo), then to /signin?token=… which trades the one-time code for the session.
 * oauth2-mock-server stands in for Google on the port the e2e API is configured with.
 */
interface Profile {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

let provider: OAuth2Server;
let profile: Profile;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = profile;
  });
  await provider.start(E2E_OIDC_PORT, '127.0.0.1');
});

test.afterAll(async () => {
  await provider.stop();
});

const googleId = () => `google-${randomBytes(6).toString('hex')}`;

test.describe('Google sign-in', () => {
  test('creates a verified account on first sign-in and opens onboarding', async ({ page }) => {
    profile = {
      sub: googleId(),
      email: uniqueEmail('google'),
      email_verified: true,
      given_name: 'Zawadi',
      family_name: 'Mwangi',
      picture: 'https://example.com/zawadi.png',
    };
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    await expect(page).toHaveURL('/onboarding/about-startup');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your startup' })).toBeVisible();

    const { user } = (await (await page.request.get(`${e2eOrigin('api')}/auth/user`)).json()) as {
      user: {
        email: string;
        firstname: string;
        lastname: string;
        emailVerified: boolean;
        providers: string[];
        profileImage: string;
      };
    };
    expect(user).toMatchObject({
      email: profile.email,
      firstname: 'Zawadi',
      lastname: 'Mwangi',
      emailVerified: true,
      providers: ['google'],
      profileImage: 'https://example.com/zawadi.png',
    });
  });

  test('links Google to the existing account with the same verified e-mail and opens the dashboard', async ({
    page,
    browser,
  }) => {
    const setup = await browser.newContext();
    const account = await createVerifiedUser(setup.request);
    await setup.close();
    profile = {
      sub: googleId(),
      email: account.email.toUpperCase(),
      email_verified: true,
      given_name: 'Someone',
      family_name: 'Else',
    };

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Login successful')).toBeVisible();

    const { user } = (await (await page.request.get(`${e2eOrigin('api')}/auth/user`)).json()) as {
      user: { email: string; firstname: string; providers: string[] };
    };
    // The account keeps its own names; it gains Google as a second way in.
    expect(user).toMatchObject({ email: account.email, firstname: account.firstname });
    expect(user.providers.sort()).toEqual(['google', 'password']);
  });

  test('comes back to the protected page that asked for sign-in', async ({ page }) => {
    profile = {
      sub: googleId(),
      email: uniqueEmail('google-next'),
      email_verified: true,
      given_name: 'Kofi',
      family_name: 'Mensah',
    };
    // First visit creates the account; sign out, then come back through a protected page.
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL('/onboarding/about-startup');
    await page.request.post(`${e2eOrigin('api')}/auth/logout`);

    await page.goto('/pitch-decks');
    await expect(page).toHaveURL('/signin?next=%2Fpitch-decks');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL('/pitch-decks');
  });

  test('refuses a Google account whose e-mail is not verified, and says why', async ({ page }) => {
    profile = { sub: googleId(), email: uniqueEmail('google-unverified'), email_verified: false };
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL('/signin?error=google_email_unverified');
    await expect(page.getByRole('alert')).toContainText('no verified email address');
  });
});
