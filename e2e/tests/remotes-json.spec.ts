import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveApp } from '@kuza/build';
import { REMOTES_FILE } from '../support/env';

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
    const copy = await serveApp({
      app: 'marketing',
      distDir: path.resolve(__dirname, '../../mfe-marketing/dist'),
      port: 0,
    });
    try {
      writeRemotes({ marketing: `${copy.url}/mf-manifest.json` });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(requested.some((url) => url.startsWith(`${copy.url}/remoteEntry.js`))).toBe(true);
    } finally {
      // Back to the site's own marketing remote before its copy goes away.
      writeRemotes({});
      await copy.close();
    }
  });
});
