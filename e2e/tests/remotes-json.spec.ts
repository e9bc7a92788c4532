import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eOrigin, REMOTES_FILE } from '../support/env';
import { waitUntilLive } from '../support/navigation';

/**
 * Rewrites the live site's remotes file the way a deploy should: a new file renamed into place, so
 * tests running beside this one never read it half written.
 */
function writeRemotes(remotes: Record<string, string>) {
  const next = `${REMOTES_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(next, JSON.stringify(remotes));
  fs.renameSync(next, REMOTES_FILE);
}

test.describe('remotes.json', () => {
  test('is served with no-cache and lists a manifest URL per remote', async ({ request }) => {
    const response = await request.get('/remotes.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const remotes = (await response.json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['auth', 'dashboard', 'decks', 'marketing', 'onboarding', 'resumes']);
    for (const url of Object.values(remotes)) expect(url).toMatch(/\/mf-manifest\.json$/);
  });

  test('repoints a remote to a new URL on the live site without rebuilding the shell', async ({ page }) => {
    // The new URL is the live marketing remote under another origin (127.0.0.1 for localhost). This
    // spec runs in the 'site-wide' project, after every other test, so no other page sees the change.
    const moved = e2eOrigin('marketing').replace('localhost', '127.0.0.1');
    try {
      writeRemotes({ marketing: `${moved}/mf-manifest.json` });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page is prerendered: its heading shows before the app starts, which loads the remote.
      await waitUntilLive(page);
      expect(requested.some((url) => url.startsWith(`${moved}/remoteEntry.js`))).toBe(true);
    } finally {
      writeRemotes({});
    }
  });
});
