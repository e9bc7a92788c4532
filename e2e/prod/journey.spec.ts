import { expect, test } from '@playwright/test';
import type { Deck, ShareInfo } from '@kuza/contracts';
import { newAccount, signUpWithForm } from '../support/accounts';
import { pptxSlides } from '../support/exports';
import { codeIn, waitForMail } from '../support/mail';
import { PROD_ORIGIN } from '../support/env';

test.describe('Kuza through its one public origin', () => {
  test('signs up, makes a deck, exports and shares it, every request on the site’s own origin', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(PROD_ORIGIN) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });

    const account = newAccount('prod');
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up | Kuza');
    await signUpWithForm(page, account);
    await expect(page).toHaveURL('/verify-email');
    const code = codeIn(await waitForMail(account.email));
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page).toHaveURL('/onboarding/about-startup');

    // The session cookie lives on the site's origin under /api, where the browser sends it.
    const cookies = await page.context().cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.path.startsWith('/api')).toBe(true);

    // A deck with AI: the form, the outline, the generation's progress stream through the gateway.
    await page.goto('/pitch-decks');
    await page.getByRole('button', { name: 'Create New Pitch Deck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Pitch Deck' });
    await dialog.getByRole('button', { name: 'Start with AI Recommended' }).click();
    await dialog.getByLabel('Startup/Business Name').fill('Maji Safi');
    await dialog.getByLabel('Industry').selectOption('Agritech');
    await dialog.getByLabel('Objective').fill('Raise a $400k seed round');
    await dialog.getByLabel('Description').fill('Solar water kiosks that sell clean water by the litre in Kisumu.');
    await dialog.getByRole('button', { name: 'Generate Pitch Deck' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Outline' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-editor\?deck=[0-9a-f]{24}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Editor' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('deck')!;
    const deck = (await (await page.request.get(`/api/decks/${id}`)).json()) as Deck;
    expect(deck.slides.length).toBeGreaterThan(3);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as PPTX' }).click(),
    ]);
    expect(download.url().startsWith(`${PROD_ORIGIN}/api/decks/${deck.id}/export`)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const slides = await pptxSlides(Buffer.concat(chunks));
    expect(slides).toHaveLength(deck.slides.length);
    expect(slides[0]).toContain(deck.slides[0]!.title);

    // Shared: the gateway serves the link's page with the deck drawn in it by the API, read here
    // by a browser that runs no script.
    const share = (await (await page.request.post(`/api/decks/${deck.id}/share`)).json()) as ShareInfo;
    const reader = await browser.newContext({ baseURL: PROD_ORIGIN, javaScriptEnabled: false });
    try {
      const view = await reader.newPage();
      await view.goto(share.path!);
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(deck.name);
      await expect(view).toHaveTitle(`${deck.name} · Shared Pitch Deck | Kuza`);
      const cards = view.getByRole('list', { name: 'Slides as text' }).getByRole('article');
      await expect(cards).toHaveCount(deck.slides.length);
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(deck.slides[0]!.title);
    } finally {
      await reader.close();
    }

    expect(elsewhere, 'requests that left the public origin').toEqual([]);
  });

  test('serves released files immutable and compressed, and the live files no-cache', async ({ request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['auth', 'dashboard', 'decks', 'marketing', 'onboarding', 'resumes']);
    for (const url of Object.values(remotes)) expect(url).toMatch(/^\/remotes\/[a-z]+\/[0-9-]+\/mf-manifest\.json$/);
    const live = await request.get('/remotes.json');
    expect(live.headers()['cache-control']).toBe('no-cache');
    // No validator: a promote and a rollback within one second must not look like the same file.
    expect(live.headers().etag).toBeUndefined();
    const entry = await request.get(remotes.decks!.replace('mf-manifest.json', 'remoteEntry.js'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers()['content-encoding']).toBe('gzip');
    const page = await request.get('/pitch-decks');
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await (await request.get('/runtime-config.json')).json()).toEqual({ apiUrl: '/api' });
  });
});
