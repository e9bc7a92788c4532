import { expect, test, type Download, type Page } from '@playwright/test';
import { DECK_MESSAGES } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createGeneratedDeck } from '../support/deck-fixtures';
import { pdfPages, pptxSlides, squash } from '../support/exports';

/** A 2 × 2 PNG, enough for an upload through the image dialog. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const thumbnails = (page: Page) =>
  page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide \d+:/ });
const selected = (page: Page) =>
  page.getByRole('navigation', { name: 'Slides' }).locator('button[aria-current="true"]');
const canvas = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+$/ });

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });
}

/** Downloads through the Export menu, checking the name the file gets in the founder's Downloads. */
async function download(page: Page, item: string, filename: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  expect(file.suggestedFilename()).toBe(filename);
  return readDownload(file);
}

async function readDownload(file: Download): Promise<Buffer> {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test.describe('the pitch deck editor through the shell', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('edits a generated deck with every element and keeps it after a reload', async ({ page }) => {
    test.setTimeout(150_000);
    const deck = await createGeneratedDeck(page.request);
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Editor' })).toBeVisible();
    await expect(page).toHaveTitle('Pitch Deck Editor | Kuza');
    // No template badge for a template the founder did not pick.
    await expect(page.getByText('Custom Template')).toHaveCount(0);
    await expect(thumbnails(page)).toHaveCount(deck.slides.length);
    await expect(page.getByRole('link', { name: 'Back to Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
    await expectNoSeriousA11yViolations(page);

    // A new slide goes after the current one and becomes selected; its title through the Text Editor.
    await thumbnails(page).nth(1).click();
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(selected(page)).toHaveAccessibleName('Slide 3: New Slide');
    await canvas(page)
      .getByRole('button', { name: /^Edit title/ })
      .click();
    const editor = page.getByRole('dialog', { name: 'Text Editor' });
    await editor.getByLabel('Title').fill('Pilot results');
    await editor.getByLabel('Font size').selectOption('24');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await canvas(page)
      .getByRole('button', { name: /^Edit bullet points/ })
      .click();
    await editor.getByLabel(/Bullet points/).fill('Spoilage down from 40% to 8%\n300 traders paying weekly');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(canvas(page).getByText('300 traders paying weekly')).toBeVisible();

    // Chart.
    await page.getByRole('button', { name: 'Add Chart' }).click();
    const chart = page.getByRole('dialog', { name: 'Add Chart' });
    await chart.getByLabel('Row 1, Revenue').fill('1200');
    await chart.getByLabel('Row 2, Revenue').fill('oops');
    await chart.getByRole('button', { name: 'Insert Chart' }).click();
    await expect(chart.getByRole('alert')).toContainText('Row 2, Revenue: enter a number');
    await chart.getByLabel('Row 2, Revenue').fill('4,800');
    await chart.getByLabel('Row 3, Revenue').fill('9600');
    await chart.getByLabel('Unit (optional)').fill('USD');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await chart.getByRole('button', { name: 'Insert Chart' }).click();
    await expect(canvas(page).getByRole('img', { name: /^Bar chart\. Revenue — 2024: 1,200 USD/ })).toBeVisible();

    // Table on a new slide.
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await page.getByRole('button', { name: 'Add Table' }).click();
    const table = page.getByRole('dialog', { name: 'Add Table' });
    await table.getByLabel('Row 1, column 1').fill('Customers');
    await table.getByLabel('Row 1, column 2').fill('120');
    await table.getByRole('button', { name: 'Add row' }).click();
    await table.getByLabel('Row 3, column 1').fill('Cities');
    await table.getByRole('button', { name: 'Insert Table' }).click();
    await expect(canvas(page).getByRole('cell', { name: 'Cities' })).toBeVisible();

    // Image upload on another new slide, then an icon.
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await page.getByRole('button', { name: 'Add Media' }).click();
    const media = page.getByRole('dialog', { name: 'Add Media' });
    await expect(media.getByRole('button', { name: 'Insert Image' })).toBeDisabled();
    await media
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'cold-room.png', mimeType: 'image/png', buffer: PNG });
    await media.getByLabel('Alt text').fill('A solar cold room at Wakulima market');
    await expect(media.getByRole('img', { name: 'Preview: A solar cold room at Wakulima market' })).toBeVisible();
    await media.getByRole('button', { name: 'Insert Image' }).click();
    await expect(canvas(page).getByRole('img', { name: 'A solar cold room at Wakulima market' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Icon' }).click();
    await page.getByRole('dialog', { name: 'Add Icon' }).getByRole('button', { name: 'Rocket' }).click();
    await page.getByLabel('Speaker notes').fill('Pause on the photo.');
    await saved(page);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(thumbnails(page)).toHaveCount(deck.slides.length + 3);
    await expect(thumbnails(page).nth(2)).toHaveAccessibleName('Slide 3: Pilot results');
    await thumbnails(page).nth(2).click();
    // The size picked in the Text Editor came back from the server: 24 px on the 960 px slide.
    const heading = canvas(page).getByRole('heading', { name: 'Pilot results' });
    const size = await heading.evaluate((element) => {
      let frame = element.parentElement;
      while (frame && getComputedStyle(frame).containerType !== 'inline-size') frame = frame.parentElement;
      return (parseFloat(getComputedStyle(element).fontSize) / frame!.clientWidth) * 960;
    });
    expect(size).toBeCloseTo(24, 0);
    await expect(canvas(page).getByRole('img', { name: /^Bar chart/ })).toBeVisible();
    await thumbnails(page).nth(4).click();
    await expect(page.getByLabel('Speaker notes')).toHaveValue('Pause on the photo.');

    // Undo and redo over the whole deck, from the keyboard.
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(thumbnails(page)).toHaveCount(deck.slides.length + 4);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(thumbnails(page)).toHaveCount(deck.slides.length + 3);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(thumbnails(page)).toHaveCount(deck.slides.length + 4);
  });

  test('rewrites a slide with the AI Helper and presents the deck full screen', async ({ page }) => {
    test.setTimeout(120_000);
    const deck = await createGeneratedDeck(page.request, 'PayGo Solar');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    // A slide with words of the founder's to rewrite (a slide the founder left empty has none), past the second.
    const at = deck.slides.findIndex((slide, index) => index > 1 && slide.content);
    expect(at).toBeGreaterThan(1);
    await thumbnails(page).nth(at).click();

    await page.getByRole('button', { name: 'AI Helper' }).click();
    const helper = page.getByRole('dialog', { name: 'AI Helper' });
    await expect(helper.getByRole('button', { name: 'Help Me' })).toBeDisabled();
    await helper.getByLabel('What should change?').fill('Make it bullets');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await helper.getByRole('button', { name: 'Help Me' }).click();
    // The founder compares before and after; only Accept changes the slide.
    await expect(helper.getByRole('region', { name: 'After' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await helper.getByRole('button', { name: 'Accept' }).click();
    await expect(helper).toBeHidden();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await saved(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(selected(page)).toHaveAccessibleName(`Slide ${at + 1}: ${deck.slides[at].title}`);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const total = deck.slides.length;
    await expect(preview.getByText(`${at + 1} / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(preview.getByText(`${at} / ${total}`)).toBeVisible();
    await page.keyboard.press('Home');
    await expect(preview.getByText(`1 / ${total}`)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Next' }).click();
    await page.keyboard.press('End');
    await expect(preview.getByText(`${total} / ${total}`)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(selected(page)).toHaveAccessibleName(new RegExp(`^Slide ${total}:`));
  });

  test('exports a PPTX and a PDF with every slide and its title, shares a view-only link and revokes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const deck = await createGeneratedDeck(page.request, 'Mkulima Data');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await expect(thumbnails(page)).toHaveCount(deck.slides.length);
    const first = deck.slides[0].title;
    const last = deck.slides[deck.slides.length - 1].title;
    expect(first).not.toBe(last);

    // The PPTX: one slideN.xml per slide, the first and last slides carrying their titles.
    const pptx = await download(page, 'Export as PPTX', `${deck.name}.pptx`);
    expect(pptx.subarray(0, 2).toString()).toBe('PK');
    const slides = await pptxSlides(pptx);
    expect(slides).toHaveLength(deck.slides.length);
    expect(slides[0], 'the first PPTX slide').toContain(first);
    expect(slides[slides.length - 1], 'the last PPTX slide').toContain(last);

    // The PDF: selectable text, a page per slide at least, the titles on the first and last slides' pages.
    const pdf = await download(page, 'Export as PDF', `${deck.name}.pdf`);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const pages = (await pdfPages(pdf)).map((lines) => squash(lines.join(' ')));
    expect(pages.length).toBeGreaterThanOrEqual(deck.slides.length);
    expect(pages[0], 'the first PDF page').toContain(squash(first));
    expect(pages[deck.slides.length - 1], 'the last slide’s PDF page').toContain(squash(last));
    const notes = await download(page, 'PDF with speaker notes', `${deck.name} – notes.pdf`);
    expect(notes.subarray(0, 4).toString()).toBe('%PDF');

    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share deck' });
    await share.getByRole('button', { name: 'Link for anyone' }).click();
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = share.getByLabel('Share link');
    await expect(link).toHaveValue(/\/share\/deck\/[A-Za-z0-9_-]+$/);
    const url = await link.inputValue();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');

    const visitor = await browser.newContext();
    const viewer = await visitor.newPage();
    await viewer.goto(url);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Mkulima Data' })).toBeVisible();
    await expect(viewer.getByText(`1 / ${deck.slides.length}`)).toBeVisible();
    await viewer.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${deck.slides.length}`)).toBeVisible();
    await expect(viewer.getByRole('heading', { level: 2, name: deck.slides[1].title })).toBeVisible();
    await expectNoSeriousA11yViolations(viewer);

    await share.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await share.getByRole('button', { name: 'Link for anyone' }).click();
    await expect(share.getByText(/Viewed [1-9]\d* times?/)).toBeVisible();
    await share.getByRole('button', { name: 'Revoke link' }).click();
    await expect(share.getByRole('button', { name: 'Create link' })).toBeVisible();
    await viewer.reload();
    await expect(
      viewer.getByRole('heading', { level: 1, name: DECK_MESSAGES.shareNotFound.defaultMessage }),
    ).toBeVisible();
    await visitor.close();
  });

  test('says the deck does not exist, with a way back to the list', async ({ page }) => {
    await page.goto('/pitch-deck-editor?deck=64b000000000000000000099');
    await expect(page.getByRole('alert')).toContainText(DECK_MESSAGES.notFound.defaultMessage);
    await page.getByRole('link', { name: 'Go to Pitch Decks' }).click();
    await expect(page).toHaveURL(/\/pitch-decks$/);
  });
});
