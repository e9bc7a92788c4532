import { expect, test, type APIRequestContext } from '@playwright/test';
import { visualOf, type ShareInfo, type Slide } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { api, createGeneratedDeck } from '../support/deck-fixtures';
import { e2eOrigin } from '../support/env';
import { finishOnboarding } from '../support/onboarding';
import { holdScripts, watchForBlankRoot, wentBlank } from '../support/page-loading';
import { noisePhoto, uploadPhoto } from '../support/photos';
import { recordRequests, transferredBytes, useSlowProfile } from '../support/slow-profile';

const KB = 1024;

/**
 * A generated deck made 12 slides long, each slide without a chart, table or team given a photo of
 * about 1 MB, and shared: the link and the slides an investor sees.
 */
async function sharedDeckWithPhotos(request: APIRequestContext): Promise<{ path: string; slides: Slide[] }> {
  const deck = await createGeneratedDeck(request);
  const slides: Slide[] = [];
  for (let index = 0; index < 12; index += 1) {
    const slide = deck.slides[index % deck.slides.length]!;
    const own = index < deck.slides.length ? slide : { ...slide, id: `${slide.id}-${index}` };
    slides.push(
      visualOf(own)
        ? own
        : {
            ...own,
            media: { src: await uploadPhoto(request, await noisePhoto(index + 1)), alt: `Photo ${index + 1}` },
          },
    );
  }
  const saved = await request.put(api(`/decks/${deck.id}`), { data: { version: deck.version, slides } });
  expect(saved.status(), await saved.text()).toBe(200);
  const shared = await request.post(api(`/decks/${deck.id}/share`));
  expect(shared.status(), await shared.text()).toBe(200);
  return { path: ((await shared.json()) as ShareInfo).path!, slides };
}

const isPhoto = (url: string) => url.startsWith(`${e2eOrigin('api')}/media/`);

test.describe('the share view of a 12-slide deck with photos, on the slow profile', () => {
  let shared: { path: string; slides: Slide[] };

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    await createVerifiedUser(request);
    await finishOnboarding(request);
    shared = await sharedDeckWithPhotos(request);
    await request.dispose();
  });

  const screens = [
    { name: 'a phone', viewport: { width: 390, height: 844 }, variant: /\?w=480$/ },
    { name: 'a laptop', viewport: { width: 1280, height: 800 }, variant: /\?w=(480|960)$/ },
  ];
  for (const screen of screens) {
    test(`on ${screen.name}: first slide readable, photos in their resized width, the weight besides the photos recorded`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const photos = shared.slides.filter((slide) => visualOf(slide)?.kind === 'image').length;
      expect(photos).toBeGreaterThan(2);
      // The investor: a browser never signed in.
      const investor = await browser.newContext({ viewport: screen.viewport });
      try {
        const view = await investor.newPage();
        await useSlowProfile(view);
        const requests = recordRequests(view);
        await view.goto(shared.path);
        // The first slide's title, in the slide (the page's own heading is the deck's name).
        const firstTitle = view.getByRole('main').getByRole('heading', { name: shared.slides[0]!.title, exact: true });
        await expect(firstTitle.first()).toBeVisible({ timeout: 30_000 });
        await view.waitForLoadState('networkidle');
        const bytes = await transferredBytes(
          requests.filter(({ request }) => !isPhoto(request.url())).map(({ request }) => request),
        );
        // The weight is a figure, not a test: what arrives before the network falls quiet depends on timing (late
        // fonts and the session check fell outside the window on a slower run). `npx tsx scripts/bench.ts --share`
        // reports it against the 400 KB target; here it is recorded.
        test.info().annotations.push({ type: 'share view transfer', description: `${(bytes / KB).toFixed(1)} KB` });

        const photoRequests = requests.map(({ request }) => request.url()).filter(isPhoto);
        expect(photoRequests.length).toBeGreaterThan(0);
        for (const url of photoRequests) expect(url).toMatch(screen.variant);
      } finally {
        await investor.close();
      }
    });
  }

  test('reads as text from the HTML alone: every slide, with no script run', async ({ browser }) => {
    const investor = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const view = await investor.newPage();
      await view.goto(shared.path);
      await expect(view.getByRole('heading', { level: 1 })).toHaveText('SokoFresh');
      await expect(view.getByText('Kuza needs JavaScript to run.')).toHaveCount(0);
      // What a pasted link previews with: the deck's name in the page's title.
      await expect(view).toHaveTitle('SokoFresh · Shared Pitch Deck | Kuza');
      const slides = view.getByRole('list', { name: 'Slides as text' }).getByRole('article');
      await expect(slides).toHaveCount(shared.slides.length);
      for (const [index, slide] of shared.slides.entries()) {
        await expect(slides.nth(index).getByRole('heading', { level: 2 })).toHaveText(slide.title);
      }
    } finally {
      await investor.close();
    }
  });

  test("shows the slides drawn on the server while the deck's code is held back, then the page takes over without asking for the deck again", async ({
    browser,
  }) => {
    const investor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const view = await investor.newPage();
      await watchForBlankRoot(view);
      const deckRequests = recordRequests(view);
      const release = await holdScripts(view, /\/__federation_expose_SharedDeckPage\.[^/]*\.js$/);
      await view.goto(shared.path, { waitUntil: 'commit' });
      const firstTitle = view.getByRole('main').getByRole('heading', { name: shared.slides[0]!.title, exact: true });
      await expect(firstTitle.first()).toBeVisible();
      await expect(view.getByRole('button', { name: 'Slides' })).toHaveCount(0);
      release();
      // The page's own controls arrive with its code, over the same slides.
      await expect(view.getByRole('button', { name: 'Slides' })).toBeVisible();
      await expect(firstTitle.first()).toBeVisible();
      expect(await wentBlank(view)).toBe(false);
      // The tab still names the deck, as the page's HTML did.
      await expect(view).toHaveTitle('SokoFresh · Shared Pitch Deck | Kuza');
      const asked = deckRequests.map(({ request }) => request.url());
      expect(asked).not.toContain(`${e2eOrigin('api')}${shared.path}`);
    } finally {
      await investor.close();
    }
  });

  test("keeps the drawn deck readable under a notice when the deck's code cannot load, and Retry brings the slides", async ({
    browser,
  }) => {
    const investor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const view = await investor.newPage();
      const decksRemote = `${e2eOrigin('decks')}/**`;
      await view.route(decksRemote, (route) => route.abort('connectionrefused'));
      await view.goto(shared.path);
      const notice = view.getByRole('alert').filter({ hasText: 'This part of Kuza is not available right now' });
      await expect(notice).toBeVisible();
      const firstTitle = view.getByRole('main').getByRole('heading', { name: shared.slides[0]!.title, exact: true });
      await expect(firstTitle.first()).toBeVisible();

      await view.unroute(decksRemote);
      await notice.getByRole('button', { name: 'Retry' }).click();
      await expect(view.getByRole('button', { name: 'Slides' })).toBeVisible();
      await expect(notice).toBeHidden();
    } finally {
      await investor.close();
    }
  });
});
