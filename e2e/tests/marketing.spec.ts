import { expect, test, type Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@kuza/i18n';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitUntilLive } from '../support/navigation';

/**
 * Opens a page and waits until the app has adopted it: these tests use what its scripts do (menus,
 * dialogs, scroll effects), and a prerendered page is shown before they run.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitUntilLive(page);
}

const HEADLINE = 'Your Complete Startup Toolkit for African Founders';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const faqButton = (page: Page, question: string) => page.getByRole('button', { name: question, exact: true });

test.describe('the landing page', () => {
  test('turns the top bar opaque, with a shadow and a border, only past 50 px of scroll', async ({ page }) => {
    await open(page, '/');
    const bar = page.getByRole('banner');
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(bar).toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(bar).not.toHaveCSS('box-shadow', 'none');
    await expect(bar).toHaveCSS('border-bottom-color', 'rgb(217, 226, 236)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCSS('box-shadow', 'none');
  });

  test('scrolls to the features, benefits and FAQ sections from the top bar', async ({ page }) => {
    await open(page, '/');
    for (const [link, heading] of [
      ['Features', 'Everything You Need to Succeed'],
      ['Benefits', 'Why Choose Kuza?'],
      ['FAQ', 'Frequently Asked Questions'],
    ]) {
      await mainNav(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`#${link === 'FAQ' ? 'faq' : link.toLowerCase()}$`));
    }
  });

  test('has the whole headline in the page from the first paint, with only a cursor blinking', async ({ page }) => {
    // The headline as the HTML and the first render leave it, before any timer could type it.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const heading = document.querySelector('h1');
        if (!heading) return;
        Object.assign(window, { __firstHeadline: heading.textContent });
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    await open(page, '/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(HEADLINE);
    expect(await page.evaluate(() => (window as unknown as { __firstHeadline: string }).__firstHeadline)).toBe(
      'Your Complete Startup Toolkit for African Founders',
    );
    const cursor = heading.locator('[aria-hidden="true"]');
    expect(await cursor.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
    await expect(page.getByText('Toolkit for African Founders', { exact: true })).toHaveCSS('opacity', '1');
  });

  test('moves nothing in the headline when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(HEADLINE);
    const cursor = heading.locator('[aria-hidden="true"]');
    expect(await cursor.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });

  test('reveals the feature cards once they scroll into view', async ({ page }) => {
    await open(page, '/');
    const card = page.getByRole('article', { name: 'AI Pitch Practice' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toHaveCSS('opacity', '1');
  });

  test('opens the first FAQ answer, keeps one open at a time and closes the open one when clicked', async ({
    page,
  }) => {
    await open(page, '/');
    const first = faqButton(page, 'What is Kuza?');
    const last = faqButton(page, 'Is Kuza free?');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'What is Kuza?' })).toBeVisible();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);

    await last.click();
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Is Kuza free?' })).toContainText('free plan');
    await expect(page.getByRole('region', { name: 'What is Kuza?' })).toBeHidden();

    await last.click();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('sends Login to sign-in and every Try for free to sign-up', async ({ page }) => {
    await open(page, '/');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/signin');
    await expect(mainNav(page).getByRole('link', { name: 'Try For Free', exact: true })).toHaveAttribute(
      'href',
      '/signup',
    );
    const tryLinks = page.getByRole('main').getByRole('link', { name: 'Try for free', exact: true });
    // The hero, the four feature cards and the call to action.
    await expect(tryLinks).toHaveCount(6);
    for (const link of await tryLinks.all()) await expect(link).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('article', { name: 'Founder Resume Builder' }).getByRole('link')).toHaveAttribute(
      'href',
      '/signup',
    );

    await tryLinks.first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await mainNav(page).getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('opens Watch Demo as a slideshow dialog that closes with Escape and gives focus back', async ({ page }) => {
    await open(page, '/');
    const watch = page.getByRole('button', { name: 'Watch Demo' }).first();
    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'See what Kuza builds' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'SokoPay' })).toBeVisible();
    await expect(dialog.getByText('Slide 1 of 10')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Problem' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Solution' })).toBeVisible();
    await expect(dialog.getByText('Slide 3 of 10')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
  });

  test('opens the demo from the footer Demo link of another page', async ({ page }) => {
    await open(page, '/pitch-slide');
    await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Demo' }).click();
    await expect(page.getByRole('dialog', { name: 'See what Kuza builds' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens the demo from a link to /#demo at once, before the visitor has moved', async ({ page }) => {
    await page.goto('/#demo');
    await expect(page.getByRole('dialog', { name: 'See what Kuza builds' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('links Privacy, Terms and Cookies to their notes on the page', async ({ page }) => {
    await open(page, '/');
    const legal = page.getByRole('list', { name: 'Legal' });
    for (const [name, id] of [
      ['Privacy', 'privacy'],
      ['Terms', 'terms'],
      ['Cookies', 'cookies'],
    ]) {
      await expect(legal.getByRole('link', { name })).toHaveAttribute('href', `/#${id}`);
    }
    await legal.getByRole('link', { name: 'Cookies' }).click();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeInViewport();
    // One copyright line, this year's.
    await expect(page.getByRole('contentinfo').getByText(/©/)).toHaveText(
      `© ${new Date().getFullYear()} Kuza. Made for African founders. All rights reserved.`,
    );
  });

  test('has no serious accessibility violations, before and after scrolling through', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByText('Toolkit for African Founders', { exact: true })).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('article', { name: 'AI Pitch Practice' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('article', { name: 'AI Pitch Practice' })).toHaveCSS('opacity', '1');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the landing page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('folds the section links into a menu that works with the keyboard', async ({ page }) => {
    await open(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: 'Menu' });
    const features = mainNav(page).getByRole('link', { name: 'Features', exact: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(features).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(features).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(features).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(features).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await mainNav(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInViewport();
  });

  test('downloads none of the app until the visitor moves, and opens the menu tapped before it ran', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // A visitor who only reads: the starter, nothing else.
    expect(scripts).toEqual(['/main.js']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(HEADLINE);

    // The first tap starts the app; the menu it pressed opens once the app has the page.
    const toggle = mainNav(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Features', exact: true })).toBeVisible();
    expect(scripts).toContain('/app.js');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  });

  test('keeps the language a visitor picks before the app runs, as the running switcher does', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('fr');
  });

  test('shows the small hero image and no serious accessibility violations', async ({ page }) => {
    await open(page, '/');
    const image = page.getByRole('img', { name: /pitch deck with a growth chart/ });
    // One drawing: the small one, drawn in the page's markup (the large one is hidden at this width).
    await expect(image).toHaveCount(1);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '340');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the sample deck page', () => {
  test('shows the ten slides of the fictional fintech with its figures and team', async ({ page }) => {
    await open(page, '/pitch-slide');
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Pitch Deck' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(10);
    for (const figure of [
      'Raising a $1M seed round',
      'Current ARR: $250k',
      '50k+ users',
      'Projected ARR: $2.5M by 2026',
      'CAC $1.50, LTV $22',
    ]) {
      await expect(main.getByText(figure).first()).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Team members' }).getByRole('listitem')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });
});
