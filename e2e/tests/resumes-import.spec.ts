import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { openCreationDialog, proceedToEditor, sectionNames } from '../support/resumes';

const DOCX = path.join(__dirname, '..', 'fixtures', 'resume-chinedu-en.docx');

test.describe('resumes from a pasted CV or a file', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('turns a pasted CV into its sections', async ({ page }) => {
    test.setTimeout(90_000);
    const dialog = await openCreationDialog(page);
    await dialog.getByRole('button', { name: /Paste/ }).click();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await page
      .getByLabel('Your CV', { exact: true })
      .fill(
        'Zanele Dlamini\n\nExperience\nFounder, Kasi Delivery (2020 – now)\n- 40,000 deliveries a month in Soweto\n\nEducation\nBCom, Wits University\n\nSkills\n- Operations\n- Fundraising',
      );
    await continueButton.click();
    await proceedToEditor(page);
    expect(await sectionNames(page)).toEqual(expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']));
    await expect(
      page.getByRole('article').getByText('40,000 deliveries a month in Soweto', { exact: true }),
    ).toBeVisible();
  });

  test('imports a .docx CV made by Word-compatible software', async ({ page }) => {
    test.setTimeout(90_000);
    const dialog = await openCreationDialog(page);
    await dialog.getByRole('button', { name: /Import File/ }).click();
    await page.getByLabel('CV file', { exact: true }).setInputFiles(DOCX);
    await expect(page.getByText('Chosen: resume-chinedu-en.docx')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await proceedToEditor(page);
    expect(await sectionNames(page)).toEqual(expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']));
    await expect(page.getByRole('article').getByText(/Built a card and bank-transfer gateway/)).toBeVisible();
  });

  test('refuses a file that is not a CV document before uploading it', async ({ page }) => {
    const dialog = await openCreationDialog(page);
    await dialog.getByRole('button', { name: /Import File/ }).click();
    await page
      .getByLabel('CV file', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByRole('alert')).toContainText('is not a .pdf, .doc or .docx file');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  test('renames, duplicates and deletes resumes from the list', async ({ page }) => {
    test.setTimeout(90_000);
    const dialog = await openCreationDialog(page);
    await dialog.getByRole('button', { name: /Paste/ }).click();
    await page.getByLabel('Your CV', { exact: true }).fill('Ifeoma Eze\n\nSkills\n- Product');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Your AI summary' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Close' }).click();

    const list = page.getByRole('list', { name: 'Your resumes' });
    await expect(list.getByRole('link', { name: 'Ifeoma Eze' })).toBeVisible();
    await expect(list.getByText('Draft')).toBeVisible();
    await page.getByRole('button', { name: 'Rename Ifeoma Eze' }).click();
    await page.getByLabel('Resume name').fill('Ifeoma — seed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByRole('link', { name: 'Ifeoma — seed' })).toBeVisible();

    await page.getByRole('button', { name: 'Duplicate Ifeoma — seed' }).click();
    await expect(list.getByRole('link', { name: 'Ifeoma — seed (copy)' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Ifeoma — seed (copy)' }).click();
    await page.getByRole('dialog', { name: 'Delete this resume?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('link', { name: 'Ifeoma — seed (copy)' })).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });
});
