import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { e2eOrigin } from '../support/env';
import { finishOnboarding } from '../support/onboarding';

/** Titles of the outline rows, top to bottom. */
const titles = (page: Page) =>
  page.getByRole('list', { name: 'Outline sections' }).getByRole('listitem').locator('strong').allTextContents();
const rows = (page: Page) => page.getByRole('list', { name: 'Outline sections' }).getByRole('listitem');

async function openCreateDialog(page: Page): Promise<Locator> {
  await page.goto('/pitch-decks');
  await page.getByRole('button', { name: 'Create New Pitch Deck' }).click();
  return page.getByRole('dialog', { name: 'Create New Pitch Deck' });
}

/** Waits for the outline's autosave, then reloads to prove the server kept it. */
async function expectSavedOutline(page: Page, expected: string[]) {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(expected);
}

// axe runs on the page's own content (main) and the dialog; the shared chrome is checked where it is built.
test.describe('creating a pitch deck through the shell', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('starts with AI, shapes the outline by mouse and keyboard, then generates the deck', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/pitch-decks');
    await expect(page.getByRole('heading', { name: 'No pitch decks yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');

    const dialog = await openCreateDialog(page);
    await expect(dialog.getByRole('button', { name: 'Start with AI Recommended' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Start with AI Recommended' }).click();
    await dialog.getByRole('button', { name: 'Generate Pitch Deck' }).click();
    await expect(dialog.getByText('Startup/Business Name is required')).toBeVisible();
    await dialog.getByLabel('Startup/Business Name').fill('SokoFresh');
    await dialog.getByLabel('Industry').selectOption('Agritech');
    await dialog.getByLabel('Objective').fill('Raise a $500k pre-seed round');
    await dialog.getByLabel('Year Founded').fill('2023');
    await dialog.getByLabel('Number of Customers').fill('1200');
    await dialog.getByLabel('Description').fill('Solar cold rooms that let Nairobi market traders keep produce fresh.');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Generate Pitch Deck' }).click();

    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Outline' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');
    const start = await titles(page);
    expect(start.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, ...rest] = start as [string, string, string, ...string[]];

    // Mouse: drop the first section on the third row; it takes that position.
    await page.getByRole('button', { name: `Reorder ${a}`, exact: true }).dragTo(rows(page).nth(2));
    await expect.poll(() => titles(page)).toEqual([b, c, a, ...rest]);

    // Keyboard: pick the first row up, move it down one, drop it.
    await page.getByRole('button', { name: `Reorder ${b}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${b} moved to position 2 of ${start.length}.`)).toBeAttached();
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(page)).toEqual([c, b, a, ...rest]);

    // Edit the first row in place.
    await page.getByRole('button', { name: `Edit ${c}`, exact: true }).click();
    await page.getByRole('textbox', { name: 'Section Title' }).fill('Why now');
    await page.getByRole('textbox', { name: 'Description' }).fill('Mobile money made cold storage payable by the day.');
    await page.getByRole('button', { name: 'Save' }).click();

    // Add a section at the end.
    await page.getByRole('button', { name: 'Add Section' }).click();
    await page.getByPlaceholder('Section Title').fill('Pilot results');
    await page.getByPlaceholder('Description').fill('Spoilage down from 40% to 8% at Wakulima market.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    // Delete, then undo from the toast: the row comes back in its place.
    await page.getByRole('button', { name: `Delete ${b}`, exact: true }).click();
    await expect.poll(() => titles(page)).toEqual(['Why now', a, ...rest, 'Pilot results']);
    await page.getByRole('button', { name: 'Undo' }).click();
    const final = ['Why now', b, a, ...rest, 'Pilot results'];
    await expect.poll(() => titles(page)).toEqual(final);
    await expectSavedOutline(page, final);

    // Generation: hold the progress at 'running' long enough to check the screen, then let it finish.
    // The pushed progress says 'running' once and ends, so the page goes back to asking, held too.
    let hold = true;
    const running = { state: 'running', done: 3, total: final.length, current: b };
    await page.route('**/decks/*/generation/stream', (route) =>
      route.fulfill({ contentType: 'text/event-stream', body: `data: ${JSON.stringify(running)}\n\n` }),
    );
    await page.route('**/decks/*/generation', async (route) => {
      const response = await route.fetch();
      if (!hold) return route.fulfill({ response });
      return route.fulfill({ response, json: running });
    });
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-generating\?deck=[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Generating Your Pitch Deck...' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuetext',
      `Slide 3 of ${final.length}`,
    );
    await expect(page.getByText(`Writing “${b}” (3 of ${final.length})`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');
    hold = false;
    await expect(page).toHaveURL(/\/pitch-deck-editor\?deck=[0-9a-f]{24}$/);
  });

  test('pastes notes, previews their sections and generates from them', async ({ page }) => {
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Paste' }).click();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await dialog
      .getByLabel('Pitch deck content')
      .fill(
        '# Problem\n- Traders lose 40% of their produce\n# Solution\n- Solar cold rooms paid by the day\n# Team\nAmara (CEO) and Tunde (CTO), both from Twiga Foods.',
      );
    await expect(dialog.getByRole('region', { name: 'Preview — 3 sections' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=/);
    await expect.poll(() => titles(page)).toEqual(['Problem', 'Solution', 'Team']);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-editor\?deck=[0-9a-f]{24}$/);

    // The progress stream reaches this page across origins, with the session, under its policy.
    const deckId = new URL(page.url()).searchParams.get('deck');
    const pushed = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const source = new EventSource(url, { withCredentials: true });
          source.onmessage = (event) => (source.close(), resolve(event.data as string));
          source.onerror = () => (source.close(), resolve('error'));
        }),
      `${e2eOrigin('api')}/decks/${deckId}/generation/stream`,
    );
    expect(JSON.parse(pushed)).toMatchObject({ state: 'done', done: 3, total: 3 });
  });

  const fixtures = `${__dirname}/../../api/test/fixtures/files`;

  test('imports a .pptx through the template gallery', async ({ page }) => {
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Import File' }).click();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await dialog.getByLabel('Upload a file').setInputFiles(`${fixtures}/deck-sokofresh-en.pptx`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Choose a template' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    const themes = dialog.getByRole('group', { name: 'Theme' });
    await themes.getByTestId('theme-baobab').click();
    await expect(themes.getByRole('radio', { name: /^Baobab/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=/, { timeout: 30_000 });
    await expect(rows(page).first()).toBeVisible();
  });

  test('imports a .pdf straight away', async ({ page }) => {
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Import File' }).click();
    await dialog.getByLabel('Upload a file').setInputFiles(`${fixtures}/deck-sokofresh-en.pdf`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=/, { timeout: 30_000 });
    await expect(rows(page).first()).toBeVisible();
  });

  test('starts with AI from what the founder said before: the onboarding industry and the last deck name', async ({
    page,
  }) => {
    await finishOnboarding(page.request, { industry: 'Agritech', team_size: '1-10', goals: ['Create pitch deck'] });
    const earlier = await page.request.post(`${e2eOrigin('api')}/decks`, {
      data: { mode: 'ai', inputs: { startupName: 'SokoFresh', description: 'Cold rooms for market traders' } },
    });
    expect(earlier.status(), await earlier.text()).toBe(201);

    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Start with AI Recommended' }).click();
    await expect(dialog.getByLabel('Industry')).toHaveValue('Agritech');
    const name = dialog.getByLabel('Startup/Business Name');
    await expect(name).toHaveValue('');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Use SokoFresh' }).click();
    await expect(name).toHaveValue('SokoFresh');
    await expect(name).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Use SokoFresh' })).toHaveCount(0);
    // Both stay the founder's to change.
    await dialog.getByLabel('Industry').selectOption('Fintech');
    await expect(dialog.getByLabel('Industry')).toHaveValue('Fintech');
  });

  test("shows the server's reason when a link cannot be imported", async ({ page }) => {
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Import File' }).click();
    await dialog.getByLabel('Link to a .pptx or .pdf file').fill('http://127.0.0.1:9/deck.pdf');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('private or local address');
  });
});
