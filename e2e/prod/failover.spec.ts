import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Deck } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { createGeneratedDeck } from '../support/deck-fixtures';
import { PROD_RUN_DIR } from '../support/env';

const canvas = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+$/ });

/** Retitles the first slide in the editor and waits until autosave has put it on the server. */
async function retitle(page: Page, deckId: string, title: string) {
  await canvas(page)
    .getByRole('button', { name: /^Edit title/ })
    .click();
  const editor = page.getByRole('dialog', { name: 'Text Editor' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/decks/${deckId}`)).json()) as Deck).slides[0]?.title, {
      timeout: 15_000,
    })
    .toBe(title);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

/** The process ids start:prod wrote for what it started. */
function processIds(): Record<string, number> {
  return JSON.parse(fs.readFileSync(path.join(PROD_RUN_DIR, 'processes.json'), 'utf8')) as Record<string, number>;
}

test.describe('two API processes behind the gateway', () => {
  test('one of them dies mid-session: the founder stays signed in and autosave goes on', async ({ page }) => {
    test.setTimeout(90_000);
    await createVerifiedUser(page.request);
    const deck = await createGeneratedDeck(page.request, 'Shamba Link');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Editor' })).toBeVisible();
    await retitle(page, deck.id, 'Before the outage');

    const pid = processIds()['api-1'];
    expect(pid, 'api-1 in processes.json').toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    await expect.poll(() => isRunning(pid!)).toBe(false);

    // Several saves, so both instances' turns in the gateway's rotation come up.
    await retitle(page, deck.id, 'During the outage');
    await retitle(page, deck.id, 'Still saving');
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/pitch-deck-editor\\?deck=${deck.id}`));
    await expect(canvas(page).getByText('Still saving')).toBeVisible();
    const user = await page.request.get('/api/auth/user');
    expect(user.status()).toBe(200);
    // start:prod starts the instance again, as a container platform would.
    await expect.poll(() => processIds()['api-1']).not.toBe(pid);
    expect(isRunning(processIds()['api-1']!)).toBe(true);
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
