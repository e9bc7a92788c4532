import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { firstMove, navigateInPage, waitUntilLive } from '../support/navigation';
import { e2eOrigin } from '../support/env';

test.describe('runtime module federation', () => {
  test('loads only the remote that owns the visited route', async ({ page }) => {
    await createVerifiedUser(page.request);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/pitch-decks');
    await expect(page.getByRole('heading', { name: 'Pitch Decks', exact: true })).toBeVisible();
    expect(requested.some((url) => url.startsWith(e2eOrigin('decks')))).toBe(true);
    for (const other of ['auth', 'onboarding', 'dashboard', 'resumes'] as const) {
      expect(requested.filter((url) => url.startsWith(e2eOrigin(other)))).toEqual([]);
    }
  });

  test('shares one React and one store between the shell and the remotes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitUntilLive(page);
    const report = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__;
      const versions: Record<string, string[]> = {};
      for (const instance of Object.values(federation.__SHARE__)) {
        for (const [pkg, byVersion] of Object.entries(instance.default ?? {})) {
          for (const [version, share] of Object.entries(byVersion)) {
            if (share.loaded) versions[pkg] = [...new Set([...(versions[pkg] ?? []), `${version}@${share.from}`])];
          }
        }
      }
      const state = (
        window as unknown as { __KUZA_STORE__: { getState: () => Record<string, unknown> } }
      ).__KUZA_STORE__.getState();
      return { versions, stateKeys: Object.keys(state), shell: state.shell, landing: state.landing };
    });
    for (const pkg of ['react', 'react-dom', 'react-redux', 'styled-components', '@kuza/store']) {
      expect(report.versions[pkg], `${pkg} loaded once`).toHaveLength(1);
    }
    expect(report.stateKeys).toEqual(expect.arrayContaining(['api', 'session', 'shell', 'landing']));
    expect(report.shell).toEqual({ remotes: { marketing: 'ready' } });
  });

  test('shows a contained fallback with Retry when a remote is down, and the rest keeps working', async ({ page }) => {
    await createVerifiedUser(page.request);
    let remoteDown = true;
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const remotes = (await response.json()) as Record<string, string>;
      if (remoteDown) remotes.decks = 'http://localhost:9/mf-manifest.json';
      await route.fulfill({ response, json: remotes });
    });
    await page.goto('/pitch-decks');
    await expect(page.getByRole('alert')).toContainText('This part of Kuza is not available right now');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    // The chrome normally comes from the remote: the shell keeps it so the visitor can go elsewhere.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();

    await navigateInPage(page, '/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

    await navigateInPage(page, '/pitch-decks');
    await expect(retry).toBeVisible();
    remoteDown = false;
    await page.unroute('**/remotes.json');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pitch Decks', exact: true })).toBeVisible();
  });

  test('Retry loads a remote that was unreachable, inside the app chrome', async ({ page }) => {
    await createVerifiedUser(page.request);
    const decksRemote = `${e2eOrigin('decks')}/**`;
    await page.route(decksRemote, (route) => route.abort('connectionrefused'));
    await page.goto('/pitch-decks');
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of Kuza is not available right now' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();

    await page.unroute(decksRemote);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Pitch Decks', exact: true })).toBeVisible();
    await expect(fallback).toBeHidden();
  });

  test('rides out a start-up file that fails once', async ({ page }) => {
    let failures = 0;
    await page.route('**/remotes.json', async (route) => {
      if (failures++ === 0) return route.fulfill({ status: 500, body: 'Internal error' });
      return route.fallback();
    });
    await page.goto('/');
    // The page is prerendered, so its text shows at once; its app starts at the visitor's first move,
    // and runs once the retry succeeds.
    await firstMove(page);
    await expect.poll(() => failures).toBe(2);
    await expect(page.getByRole('heading', { name: 'Everything You Need to Succeed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kuza could not start' })).toHaveCount(0);
  });

  test("says Kuza could not start when the shell's own code does not load", async ({ page }) => {
    await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Kuza could not start' })).toBeVisible();
    await expect(
      page.getByText('Part of its code did not load. Check your connection and reload the page.'),
    ).toBeVisible();
  });

  test('says Kuza could not start when its configuration keeps failing', async ({ page }) => {
    await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
    await page.goto('/');
    // The landing page's app starts at the visitor's first move.
    await firstMove(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Kuza could not start' })).toBeVisible();
    await expect(
      page.getByText('Its configuration did not load. Check your connection and reload the page.'),
    ).toBeVisible();
  });
});
