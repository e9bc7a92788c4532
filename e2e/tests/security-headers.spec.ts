import { expect, test, type Page } from '@playwright/test';
import { deckOpenPath } from '@kuza/contracts';
import { createVerifiedUser, newAccount, signUpWithForm } from '../support/accounts';
import { createGeneratedDeck } from '../support/deck-fixtures';
import { codeIn, waitForMail } from '../support/mail';
import { finishOnboarding } from '../support/onboarding';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every Content-Security-Policy violation of the page on `window.__cspViolations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = violations;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
      true,
    );
  });
}

async function violations(page: Page): Promise<Violation[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/** Visits a page, waits for its heading and checks its headers and that the policy was never broken. */
async function visitCleanly(page: Page, path: string, heading: string | RegExp) {
  const response = await page.goto(path);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await violations(page), `policy violations on ${path}`).toEqual([]);
}

/** Fails the test if the browser ever asks the other site for anything. */
async function watchEvilSite(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => {
      requested.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return requested;
}

test.describe('security headers of the web hosts', () => {
  test.beforeEach(async ({ page }) => recordViolations(page));

  test('the landing page, /signin and /signup load with the headers and no policy violation', async ({ page }) => {
    await visitCleanly(page, '/', 'Your Complete Startup Toolkit for African Founders');
    await visitCleanly(page, '/signin', 'Sign in to Kuza');
    await visitCleanly(page, '/signup', 'Create your account');
  });

  test('an injected inline script does not run, and the violation is seen', async ({ page }) => {
    await visitCleanly(page, '/', 'Your Complete Startup Toolkit for African Founders');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await violations(page)).map((violation) => violation.directive))
      .toContain('script-src-elem');
  });

  test('a signed-in dashboard and deck editor load with no policy violation', async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    const deck = await createGeneratedDeck(page.request);
    await visitCleanly(page, '/dashboard', /^Welcome(?: back)?, Amara Okafor$/);
    await visitCleanly(page, deckOpenPath({ id: deck.id, slideCount: deck.slides.length }), 'Pitch Deck Editor');
  });
});

test.describe('`next` after sign-in and sign-up stays on the site', () => {
  const HOSTILE = '%2F%09%2Fevil.example%2F';

  test('sign-up with a tab-hidden `next` ends on this site after verification', async ({ page, baseURL }) => {
    const requested = await watchEvilSite(page);
    const account = newAccount('next-signup');
    await page.goto(`/signup?next=${HOSTILE}`);
    await signUpWithForm(page, account);
    await expect(page).toHaveURL('/verify-email');

    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(codeIn(await waitForMail(account.email)));
    await page.getByRole('button', { name: 'Confirm email' }).click();

    await expect(page).toHaveURL('/onboarding/about-startup');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your startup' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(requested).toEqual([]);
  });

  test('sign-in with a tab-hidden `next` ends on the dashboard of this site', async ({ page, baseURL }) => {
    const requested = await watchEvilSite(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const account = await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    await page.context().clearCookies();

    await page.goto(`/signin?next=${HOSTILE}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, Amara Okafor$/ })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

    // Signed in, the same link goes straight on, to this site.
    await page.goto(`/signup?next=${HOSTILE}`);
    await expect(page).toHaveURL('/dashboard');
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
  });
});
