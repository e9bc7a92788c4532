import { expect, test, type Download } from '@playwright/test';
import type { Deck, FactSheet } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { api, createGeneratedDeck } from '../support/deck-fixtures';
import { docxText, squash } from '../support/exports';

async function readDownload(file: Download): Promise<Buffer> {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** SokoFresh's facts as its founder confirmed them beside the outline. */
const confirmed = (text: string) => ({ text, source: 'typed' as const, confirmed: true });
const FACTS: FactSheet = {
  company: confirmed('SokoFresh rents solar cold rooms to smallholder farmers in Nairobi, Kenya.'),
  oneLiner: confirmed('Cold storage for farmers.'),
  audience: confirmed('Smallholder farmers around Nairobi.'),
  problem: confirmed('Farmers in Kenya lose 30% of their harvest before it reaches a market.'),
  solution: confirmed('Solar-powered cold rooms near farms, paid per crate.'),
  businessModel: confirmed('KES 50 per crate per day.'),
  traction: confirmed('1,200 paying farmers since 2023. Revenue of USD 4,000 a month.'),
  customers: [],
  team: [{ name: 'Amina Njoroge', role: 'CEO', source: 'typed' }],
  ask: confirmed('We are raising a USD 500k seed round.'),
  useOfFunds: [],
  milestones: [],
};

test.describe('the application pack', () => {
  test('a founder drafts an application from a confirmed deck, edits an answer and exports it as Word', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await createVerifiedUser(page.request);
    const deck = await createGeneratedDeck(page.request);
    const saved = await page.request.put(api(`/decks/${deck.id}`), { data: { version: deck.version, facts: FACTS } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(((await saved.json()) as Deck).facts?.traction?.confirmed).toBe(true);

    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await page.getByRole('link', { name: 'Applications' }).click();
    const techstars = page.getByRole('listitem', { name: 'Techstars' });
    await expect(techstars.getByRole('group', { name: 'Eligibility for Techstars' })).toBeVisible();
    await techstars.getByRole('button', { name: 'Draft Techstars application' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Application Editor' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Eligibility' })).toBeVisible();
    const traction = page.getByRole('textbox', { name: 'What traction do you have so far?' });
    await expect(traction).toHaveValue(/1,200 paying farmers/);
    await traction.fill('1,200 paying farmers since 2023. 40 cold rooms in three counties.');
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Word (.docx)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('sokofresh-techstars.docx');
    const text = squash(await docxText(await readDownload(file)));
    expect(text).toContain('40 cold rooms in three counties.');
    expect(text).not.toMatch(/lorem|TBD|\[insert/i);
  });
});
