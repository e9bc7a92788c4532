import { expect, test } from '@playwright/test';
import type { Deck } from '@kuza/contracts';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';
import { e2eOrigin } from '../../e2e/support/env';

const PITCH = `ShambaLink
Drone crop monitoring for smallholder farmers

The problem
Smallholder farmers in Kenya lose 30% of their yield to pests and drought.

Traction
1,200 paying farmers in Nakuru and Kericho.

Business model
Farmers subscribe for weekly drone scans.

The ask
We are raising USD 500k seed.`;

test.describe('the facts beside the outline', () => {
  test('shows what the pitch said, asks for the missing price, and keeps the answer', async ({ page }) => {
    await createVerifiedUser(page.request);
    const created = await page.request.post(`${e2eOrigin('api')}/decks`, {
      data: { mode: 'paste', inputs: { pastedText: PITCH } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const deck = (await created.json()) as Deck;

    await page.goto(`/pitch-deck-outline?deck=${deck.id}`);
    const facts = page.getByRole('complementary', { name: 'Facts' });
    await expect(
      facts.getByText('Smallholder farmers in Kenya lose 30% of their yield to pests and drought.'),
    ).toBeVisible();
    const missing = facts.getByRole('region', { name: 'Missing facts' });
    await expect(missing).toContainText('No price yet: what do you charge?');

    await missing.getByRole('button', { name: 'Answer' }).first().click();
    const model = facts.getByRole('textbox', { name: 'Business model' });
    await model.fill('A subscription of KES 500 per acre per month.');
    await facts.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');

    await page.reload();
    await expect(facts.getByText('A subscription of KES 500 per acre per month.')).toBeVisible();
    await expect(facts.getByText('(typed)')).toBeVisible();
    await expect(facts.getByText('No price yet: what do you charge?')).toHaveCount(0);
  });
});
