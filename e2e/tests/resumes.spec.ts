import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { RESUME_MESSAGES } from '@kuza/contracts';
import { createVerifiedUser, type TestAccount } from '../support/accounts';
import { createGeneratedDeck } from '../support/deck-fixtures';
import { docxParagraphs, pdfPages, squash } from '../support/exports';
import { createBuiltResume } from '../support/resume-fixtures';
import {
  exportAs,
  openCreationDialog,
  proceedToEditor,
  sectionNames,
  TINY_PNG,
  waitUntilSaved,
} from '../support/resumes';

test.describe('resumes through the shell', () => {
  let account: TestAccount;
  test.beforeEach(async ({ page }) => {
    account = await createVerifiedUser(page.request);
  });

  test('starts with AI, edits and regenerates the summary, builds, edits, exports a PDF and a DOCX that read back with every section, and shares', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const dialog = await openCreationDialog(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /Start with AI/ }).click();

    const form = page.getByRole('dialog', { name: 'Start with AI' });
    await expect(form.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await form.getByLabel('Full name').fill('Amara Okafor');
    await form.getByLabel('Role').fill('Co-founder & CEO, SokoFresh');
    await form.getByLabel('Experience').fill('SokoFresh, CEO (2021 – now): cold chain for 5,000 Kenyan farmers');
    await form.getByLabel('Education').fill('BSc Agriculture, University of Nairobi');
    await form.getByLabel('Skills').fill('Fundraising, logistics, team building');
    await form.getByLabel('Links').fill('amara@sokofresh.example');
    await form.getByRole('button', { name: 'Generate' }).click();

    // The AI summary step: edit and save, then regenerate for a different text.
    const step = page.getByRole('dialog', { name: 'Your AI summary' });
    await expect(step).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await step.getByRole('button', { name: 'Edit' }).click();
    await step.getByLabel('Professional summary').fill('A first edit.');
    await step.getByRole('button', { name: 'Save' }).click();
    await expect(step.getByText('A first edit.')).toBeVisible();
    await step.getByRole('button', { name: 'Regenerate' }).click();
    await expect(step.getByText('A first edit.')).toBeHidden({ timeout: 20_000 });
    const regenerated = (await step.locator('[aria-live="polite"]').first().textContent())?.trim();
    expect(regenerated).toBeTruthy();

    const summary = 'Amara builds cold chains Kenyan farmers trust; 5,000 growers sell more of what they harvest.';
    const id = await proceedToEditor(page, summary);
    const preview = page.getByRole('article', { name: 'Resume of Amara Okafor' });
    await expect(preview.getByText(summary)).toBeVisible();
    await expect(page.getByText('Modern', { exact: true }).first()).toBeVisible();
    expect(await sectionNames(page)).toEqual(expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']));

    // Sections: blank names are ignored, Enter adds, moves stop at the ends.
    const names = await sectionNames(page);
    const newName = page.getByLabel('New section name');
    await newName.fill('   ');
    await newName.press('Enter');
    expect(await sectionNames(page)).toEqual(names);
    await newName.fill('Awards');
    await newName.press('Enter');
    expect(await sectionNames(page)).toEqual([...names, 'Awards']);
    await expect(page.getByRole('button', { name: 'Move Awards down' })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move ${names[0]} up` })).toBeDisabled();
    await page.getByRole('button', { name: 'Move Awards up' }).click();
    expect((await sectionNames(page)).slice(-2)).toEqual(['Awards', names[names.length - 1]]);

    // The text editor writes the rich-text format; the preview renders it.
    // Clicking the (still empty) text of the new section opens the text editor.
    await page
      .getByRole('list', { name: 'Sections' })
      .getByRole('listitem')
      .filter({ hasText: 'Awards' })
      .getByText('Empty — click to write this section')
      .click();
    const editor = page.getByRole('dialog', { name: 'Text Editor' });
    const text = editor.getByLabel('Section text');
    await text.fill('Top 40 under 40, Nairobi\nAgritech award 2024');
    await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 24));
    await editor.getByRole('button', { name: 'Bold' }).click();
    await expect(text).toHaveValue('**Top 40 under 40, Nairobi**\nAgritech award 2024');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(preview.locator('strong', { hasText: 'Top 40 under 40, Nairobi' })).toBeVisible();

    // A profile photo, uploaded as a data: URL.
    await page.getByRole('button', { name: 'Profile image' }).click();
    const photo = page.getByRole('dialog', { name: 'Profile image' });
    await photo
      .getByLabel(/Or upload a photo/)
      .setInputFiles({ name: 'amara.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(photo.getByRole('img', { name: 'Preview of the profile image' })).toBeVisible();
    await photo.getByRole('button', { name: 'Insert Image' }).click();
    await expect(preview.getByRole('img', { name: 'Photo of Amara Okafor' })).toBeVisible();
    await waitUntilSaved(page);
    await expectNoSeriousA11yViolations(page);

    // Everything was autosaved.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Awards' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('img', { name: 'Photo of Amara Okafor' })).toBeVisible();

    // Real files, read back: the name, every section heading in the editor's order, the summary
    // and the text written in the editor.
    const sections = await sectionNames(page);
    expect(sections).toEqual(expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills', 'Awards']));
    const pdf = await exportAs(page, 'Export as PDF');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);
    const docx = await exportAs(page, 'Export as Word (.docx)');
    expect([...docx.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(docx.download.suggestedFilename()).toMatch(/\.docx$/);
    const files = { PDF: (await pdfPages(pdf.bytes)).flat(), DOCX: await docxParagraphs(docx.bytes) };
    for (const [format, lines] of Object.entries(files)) {
      expect(lines, `${format}: the name on its own line`).toContain('Amara Okafor');
      expect(
        lines.filter((line) => sections.includes(line)),
        `${format}: the section headings`,
      ).toEqual(sections);
      const text = squash(lines.join(' '));
      expect(text, `${format}: the summary`).toContain('cold chains Kenyan farmers trust');
      expect(text, `${format}: the Awards text`).toContain('Top 40 under 40, Nairobi');
    }

    // Share: a signed-out visitor reads it; revoking ends it.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share resume' });
    // The dialog opens on the investor links; the view-only link is 'Link for anyone'.
    await share.getByRole('button', { name: 'Link for anyone' }).click();
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = await share.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/share\/resume\/[\w-]+$/);
    await expectNoSeriousA11yViolations(page);

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    // The same top as the editor's preview: role and contact line under the name.
    const top = guest.getByRole('article').locator('header');
    await expect(top.getByText('Co-founder & CEO, SokoFresh', { exact: true })).toBeVisible();
    await expect(top.getByText('amara@sokofresh.example', { exact: true })).toBeVisible();
    await expect(guest.getByText(summary)).toBeVisible();
    await expect(guest.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(guest);
    // The page's HTML holds the resume: it reads with no script run. Another browser is another visitor
    // (one visitor counts once a day, however often they reload).
    const reader = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
    });
    const plain = await reader.newPage();
    await plain.goto(link);
    await expect(plain.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    await expect(plain.getByText(summary)).toBeVisible();
    await reader.close();

    await share.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await share.getByRole('button', { name: 'Link for anyone' }).click();
    await expect(share.getByText('Viewed 2 times')).toBeVisible();
    await share.getByRole('button', { name: 'Revoke link' }).click();
    await expect(share.getByRole('button', { name: 'Create link' })).toBeVisible();
    await guest.reload();
    await expect(
      guest.getByRole('heading', { level: 1, name: RESUME_MESSAGES.shareNotFound.defaultMessage }),
    ).toBeVisible();
    await visitor.close();

    // Back in the list, it is Complete.
    await share.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Back to resumes' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Amara Okafor' }) });
    await expect(row.getByText('Complete')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      `/resume-builder-editor?resume=${id}`,
    );
  });

  test('keeps the last section, with a tooltip saying why', async ({ page }) => {
    test.setTimeout(90_000);
    const dialog = await openCreationDialog(page);
    await dialog.getByRole('button', { name: /Paste/ }).click();
    await page
      .getByLabel('Your CV', { exact: true })
      .fill('Kwame Mensah\n\nSummary\nBuilder of payment rails.\n\nSkills\n- Go');
    await page.getByRole('button', { name: 'Continue' }).click();
    await proceedToEditor(page);
    for (const name of (await sectionNames(page)).slice(1)) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
    }
    expect(await sectionNames(page)).toHaveLength(1);
    const last = page.getByRole('button', { name: /^Delete / });
    await expect(last).toBeDisabled();
    await last.hover();
    await expect(page.getByRole('tooltip')).toHaveText(RESUME_MESSAGES.lastSection.defaultMessage);
    await waitUntilSaved(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await sectionNames(page)).toHaveLength(2);
  });

  test("shows the resume's owner on a deck's Team slide, with the role line and a bio from the summary", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const founder = `${account.firstname} ${account.lastname}`;
    const role = 'Co-founder & CEO, Mkulima Data';
    await createBuiltResume(
      page.request,
      {
        name: founder,
        role,
        experience: 'Mkulima Data, CEO (2022 – now): soil tests by SMS for 12,000 farmers in Kisumu',
        education: 'MSc Data Science, Strathmore University',
        skills: 'Agronomy, machine learning, partnerships',
      },
      'Amara turns soil samples into planting advice farmers read by SMS. She has grown Mkulima Data to 12,000 paying farmers. She previously ran logistics at Twiga Foods.',
    );
    const deck = await createGeneratedDeck(page.request, 'Mkulima Data');
    const index = deck.slides.findIndex((slide) => slide.type === 'team');
    expect(index, 'the generated deck has a Team slide').toBeGreaterThanOrEqual(0);

    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    const slides = page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide \d+:/ });
    await expect(slides).toHaveCount(deck.slides.length);
    await slides.nth(index).click();
    await expect(
      page.getByRole('navigation', { name: 'Slides' }).locator('button[aria-current="true"]'),
    ).toHaveAccessibleName(`Slide ${index + 1}: ${deck.slides[index].title}`);

    // The founder's card: the name, the role line from the resume and the summary's opening as bio.
    const card = page
      .getByRole('region', { name: /^Slide \d+ of \d+$/ })
      .getByRole('listitem')
      .filter({ has: page.getByText(founder, { exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(role, { exact: true })).toBeVisible();
    await expect(card).toContainText('Amara turns soil samples into planting advice farmers read by SMS.');
    await expect(card).toContainText('12,000 paying farmers');
  });
});
