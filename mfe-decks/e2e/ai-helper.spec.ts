import { expect, test, type Page } from '@playwright/test';
import type { Deck, GenerationStatus } from '@kuza/contracts';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';
import { e2eOrigin } from '../../e2e/support/env';

const PITCH = `SokoFresh
Solar cold rooms for smallholder farmers

The problem
Up to 40% of fresh produce spoils between farm and market in Kenya.

Business model
Farmers pay KES 30 per crate per day. We take a 5% commission on every sale to buyers.`;

const api = (path: string) => `${e2eOrigin('api')}${path}`;
const canvas = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+$/ });

test.describe('the AI Helper', () => {
  test('shows the slide before and after, keeps it on Cancel, and on Accept removes the claim from the slide and the facts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await createVerifiedUser(page.request);
    const created = await page.request.post(api('/decks'), { data: { mode: 'paste', inputs: { pastedText: PITCH } } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Deck;
    expect((await page.request.post(api(`/decks/${id}/generate`))).status()).toBe(202);
    await expect
      .poll(
        async () => ((await (await page.request.get(api(`/decks/${id}/generation`))).json()) as GenerationStatus).state,
        {
          timeout: 60_000,
        },
      )
      .toBe('done');
    const deck = (await (await page.request.get(api(`/decks/${id}`))).json()) as Deck;
    const index = deck.slides.findIndex((slide) => /business model/i.test(slide.title));
    expect(index).toBeGreaterThan(0);

    await page.goto(`/pitch-deck-editor?deck=${id}`);
    await page.getByRole('button', { name: new RegExp(`^Slide ${index + 1}:`) }).click();
    await expect(canvas(page)).toContainText('We take a 5% commission on every sale to buyers');

    const ask = async () => {
      await page.getByRole('button', { name: 'AI Helper' }).click();
      const helper = page.getByRole('dialog', { name: 'AI Helper' });
      // The chips quote the slide's own lines; one of them offers to remove a line of this slide.
      await expect(helper.getByRole('button', { name: /^Remove the line "/ }).first()).toBeVisible();
      await helper.getByLabel('What should change?').fill('We do not take a commission');
      await helper.getByRole('button', { name: 'Help Me' }).click();
      await expect(helper.getByRole('region', { name: 'Before' })).toContainText('We take a 5% commission');
      await expect(helper.getByRole('region', { name: 'After' })).not.toContainText('commission');
      await expect(helper.getByRole('list', { name: 'Changes to your facts' })).toContainText(
        'This also removes "We take a 5% commission on every sale to buyers" from your business model facts.',
      );
      return helper;
    };

    // Cancel keeps the slide as it was.
    const first = await ask();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expect(first).toBeHidden();
    await expect(canvas(page)).toContainText('We take a 5% commission on every sale to buyers');

    // Accept puts the new version on the slide and saves it with the facts.
    const second = await ask();
    await second.getByRole('button', { name: 'Accept' }).click();
    await expect(second).toBeHidden();
    await expect(canvas(page)).not.toContainText('commission');
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^Slide ${index + 1}:`) }).click();
    await expect(canvas(page)).toContainText('Farmers pay KES 30 per crate per day.');
    await expect(canvas(page)).not.toContainText('commission');
    const saved = (await (await page.request.get(api(`/decks/${id}`))).json()) as Deck;
    expect(saved.facts?.businessModel?.text).toBe('Farmers pay KES 30 per crate per day.');
    expect(saved.facts?.businessModel?.rate).toBeUndefined();
  });
});
