import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { DeckLinkList } from '@kuza/contracts';
import { createVerifiedUser, uniqueEmail } from '../support/accounts';
import { api, createGeneratedDeck } from '../support/deck-fixtures';
import { codeIn, waitForMail } from '../support/mail';
import { createBuiltResume } from '../support/resume-fixtures';

/**
 * The investor closes the tab (its last report leaves as a beacon); the founder opens Share again,
 * sees the link's visit counted and its row among the link's visits.
 */
async function leaveAndSeeTheVisit({
  page,
  share,
  viewer,
  investor,
  label,
  email,
}: {
  page: Page;
  share: Locator;
  viewer: Page;
  investor: BrowserContext;
  label: string;
  email: string;
}) {
  await viewer.close({ runBeforeUnload: true });
  await investor.close();
  await share.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText(/^1 visit, last on/)).toBeVisible({ timeout: 15_000 });
  await share.getByRole('button', { name: `Visits of ${label}` }).click();
  const visits = share.getByRole('table', { name: 'Each visit' });
  await expect(visits.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })).toBeVisible();
}

test.describe('investor links', () => {
  test('a founder makes a link that asks for an e-mail; the investor passes its gate and reads; the founder sees the visit', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await createVerifiedUser(page.request);
    const deck = await createGeneratedDeck(page.request);
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share deck' });
    await share.getByRole('button', { name: 'New investor link' }).click();
    const form = share.getByRole('form', { name: 'New investor link' });
    await form.getByLabel('Label').fill('Savannah Fund');
    await form.getByLabel("Ask for the viewer's e-mail, verified by a code").check();
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(share.getByRole('heading', { level: 4, name: 'Savannah Fund' })).toBeVisible();
    await expect(share.getByText('No visits yet')).toBeVisible();
    const listed = await page.request.get(api(`/decks/${deck.id}/links`));
    const link = ((await listed.json()) as DeckLinkList).items[0]!;

    // The investor: a browser never signed in, told nothing of the deck before the gate.
    const investor = await browser.newContext();
    const viewer = await investor.newPage();
    await viewer.goto(link.path);
    await expect(viewer.getByRole('heading', { level: 1, name: 'This deck is shared privately' })).toBeVisible();
    await expect(viewer.getByText(deck.name)).toHaveCount(0);
    const email = uniqueEmail('investor');
    await viewer.getByLabel('Your e-mail').fill(email);
    await viewer.getByRole('button', { name: 'Continue' }).click();
    await expect(viewer.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await viewer.getByRole('textbox', { name: 'Code' }).fill(codeIn(await waitForMail(email)));
    await viewer.getByRole('button', { name: 'View the deck' }).click();
    await expect(viewer.getByRole('heading', { level: 1, name: deck.name })).toBeVisible();
    await expect(viewer.getByText(`1 / ${deck.slides.length}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer.getByText(`2 / ${deck.slides.length}`)).toBeVisible();
    await viewer.waitForTimeout(2_000);
    await leaveAndSeeTheVisit({ page, share, viewer, investor, label: 'Savannah Fund', email });
    await expect(share.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /analytics\?format=csv$/);
  });

  test("a founder sends a resume through a watermarked link; the investor passes its gate and reads; the founder sees the visit's sections", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await createVerifiedUser(page.request);
    const resume = await createBuiltResume(
      page.request,
      { name: 'Wanjiku Kamau', role: 'Founder & CEO', experience: 'Founder, SokoFresh (2021 to now)' },
      'Founder of SokoFresh, cold storage for 1,200 farmers in Nakuru.',
    );
    await page.goto(`/resume-builder-editor?resume=${resume.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share resume' });
    await share.getByRole('button', { name: 'New investor link' }).click();
    const form = share.getByRole('form', { name: 'New investor link' });
    await form.getByLabel('Label').fill('Angel — Amara');
    await form.getByLabel("Ask for the viewer's e-mail, verified by a code").check();
    await form.getByLabel("Watermark the resume with the viewer's e-mail and the date").check();
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(share.getByRole('heading', { level: 4, name: 'Angel — Amara' })).toBeVisible();
    const listed = await page.request.get(api(`/resumes/${resume.id}/links`));
    const link = ((await listed.json()) as DeckLinkList).items[0]!;
    expect(link.path).toMatch(/^\/share\/resume\//);

    const investor = await browser.newContext();
    const viewer = await investor.newPage();
    await viewer.goto(link.path);
    await expect(viewer.getByRole('heading', { level: 1, name: 'This resume is shared privately' })).toBeVisible();
    await expect(viewer.getByText('Wanjiku Kamau')).toHaveCount(0);
    const email = uniqueEmail('angel');
    await viewer.getByLabel('Your e-mail').fill(email);
    await viewer.getByRole('button', { name: 'Continue' }).click();
    await viewer.getByRole('textbox', { name: 'Code' }).fill(codeIn(await waitForMail(email)));
    await viewer.getByRole('button', { name: 'View the resume' }).click();
    await expect(viewer.getByRole('article', { name: 'Resume of Wanjiku Kamau' })).toBeVisible();
    await expect(viewer.getByText(new RegExp(`^Shared with ${email.replace(/[.]/g, '\\.')} · `))).toBeVisible();
    await viewer.mouse.wheel(0, 400);
    await viewer.waitForTimeout(2_000);
    await leaveAndSeeTheVisit({ page, share, viewer, investor, label: 'Angel — Amara', email });
    await expect(share.getByRole('heading', { name: 'Average time per section' })).toBeVisible();
  });
});
