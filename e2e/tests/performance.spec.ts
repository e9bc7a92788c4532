import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@kuza/contracts/routes';
import { createVerifiedUser } from '../support/accounts';
import { createGeneratedDeck } from '../support/deck-fixtures';
import { e2eOrigin } from '../support/env';
import { finishOnboarding } from '../support/onboarding';
import { firstContentfulPaintAt, recordRequests, transferredBytes, useSlowProfile } from '../support/slow-profile';

const KB = 1024;
const PRERENDERED = ROUTES.filter((route) => route.prerendered);

test.describe('the public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PRERENDERED) {
    test(`${route.path} shows its heading and its title from the HTML alone`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} | Kuza`);
    });
  }

  test('the waitlist form is there, its button waiting for the scripts rather than posting the address', async ({
    page,
  }) => {
    await page.goto('/waitlist');
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('the sign-in form is there without sending a password in the address', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  });
});

test.describe('the public pages with JavaScript', () => {
  test('the waitlist form becomes live, keeping what was typed before the scripts arrived', async ({ page }) => {
    // The page's remote is held back: the visitor types into the prerendered form meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/__federation_expose_WaitlistPage\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until 'load': the held script keeps the page loading.
    await page.goto('/waitlist', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('early@example.com');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    await expect(email).toHaveValue('early@example.com');
  });

  test('adopts the prerendered page instead of drawing it again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('prerendered')) problems.push(message.text());
    });
    await page.goto('/signin');
    const label = page.getByText('Email', { exact: true });
    const prerenderedFor = await label.getAttribute('for');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    // An element drawn again in the browser gets a browser-made id; the adopted one keeps the server's.
    expect(await label.getAttribute('for')).toBe(prerenderedFor);
    expect(problems).toEqual([]);
  });

  test('/ asks for at most 60 KB of JavaScript (gzip) before its first paint on the slow profile', async ({ page }) => {
    await useSlowProfile(page);
    const requests = recordRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    const paintedAt = await firstContentfulPaintAt(page);
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter(
      ({ request, startedAt }) => request.resourceType() === 'script' && startedAt < paintedAt,
    );
    const bytes = await transferredBytes(scripts.map(({ request }) => request));
    test.info().annotations.push({ type: 'JS before first paint', description: `${(bytes / KB).toFixed(1)} KB` });
    expect(scripts.length).toBeGreaterThan(0);
    expect(bytes, scripts.map(({ request }) => request.url()).join('\n')).toBeLessThanOrEqual(60 * KB);
  });
});

/** Holds back the scripts whose address matches until `release` is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the signed-in pages while their code loads', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    // Notes each moment the page's root is empty once something was drawn in it.
    await page.addInitScript(() => {
      const state = { drawn: false, blank: false };
      (window as unknown as { __rootWatch: typeof state }).__rootWatch = state;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        if (root.childElementCount > 0) state.drawn = true;
        else if (state.drawn) state.blank = true;
      }).observe(document, { childList: true, subtree: true });
    });
  });

  const wentBlank = (page: Page) =>
    page.evaluate(() => (window as unknown as { __rootWatch: { blank: boolean } }).__rootWatch.blank);

  test('the first page shows the outline of a page from its HTML, then the app chrome, never a blank screen', async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/__federation_expose_DashboardPage\.[^/]*\.js$/);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^(Loading Kuza|Checking your session|Loading page)$/ })
        .first(),
    ).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Dashboard');
    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    expect(await wentBlank(page)).toBe(false);
  });

  test('moving to a page whose remote is still loading shows the app chrome around its outline at once', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    const release = await holdScripts(page, /\/__federation_expose_DeckListPage\.[^/]*\.js$/);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Pitch Deck Generator' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Pitch Decks');
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Pitch Decks');
    expect(await wentBlank(page)).toBe(false);
  });
});

test.describe('the share view of a deck', () => {
  test('a 12-slide deck reaches an investor in at most 400 KB on the slow profile, first slide readable', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
    const deck = await createGeneratedDeck(page.request);
    const slides = Array.from({ length: 12 }, (_, index) => {
      const slide = deck.slides[index % deck.slides.length]!;
      return index < deck.slides.length ? slide : { ...slide, id: `${slide.id}-${index}` };
    });
    const saved = await page.request.put(`${e2eOrigin('api')}/decks/${deck.id}`, {
      data: { version: deck.version, slides },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const shared = await page.request.post(`${e2eOrigin('api')}/decks/${deck.id}/share`);
    expect(shared.status(), await shared.text()).toBe(200);
    const { path } = (await shared.json()) as { path: string };

    // The investor: another browser, never signed in.
    const investor = await browser.newContext();
    try {
      const view = await investor.newPage();
      await useSlowProfile(view);
      const requests = recordRequests(view);
      await view.goto(path);
      await expect(view.getByText(slides[0]!.title!, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await view.waitForLoadState('networkidle');
      const bytes = await transferredBytes(
        requests.filter(({ request }) => request.resourceType() !== 'image').map(({ request }) => request),
      );
      test.info().annotations.push({ type: 'share view transfer', description: `${(bytes / KB).toFixed(1)} KB` });
      expect(bytes).toBeLessThanOrEqual(400 * KB);
    } finally {
      await investor.close();
    }
  });
});
