import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** A 1×1 PNG: the smallest photo the exporters accept (they embed PNG and JPEG). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens /resume-builder and the creation dialog; answers the dialog. */
export async function openCreationDialog(page: Page): Promise<Locator> {
  await page.goto('/resume-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Resumes' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Resume' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** From the AI summary step: optionally replaces the summary, then proceeds and waits for the editor. */
export async function proceedToEditor(page: Page, summary?: string): Promise<string> {
  const step = page.getByRole('dialog', { name: 'Your AI summary' });
  await expect(step).toBeVisible({ timeout: 20_000 });
  if (summary) {
    await step.getByRole('button', { name: 'Edit' }).click();
    await step.getByLabel('Professional summary').fill(summary);
    await step.getByRole('button', { name: 'Save' }).click();
    await expect(step.getByText(summary)).toBeVisible();
  }
  // The waiting page may be gone before an assertion polls the URL: record every navigation.
  const visited: string[] = [];
  const record = (frame: { url: () => string; parentFrame: () => unknown }) => {
    if (!frame.parentFrame()) visited.push(frame.url());
  };
  page.on('framenavigated', record);
  await step.getByRole('button', { name: 'Proceed to Resume Builder' }).click();
  await expect(page).toHaveURL(/\/resume-builder-editor\?resume=[0-9a-f]+/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Editor' })).toBeVisible();
  page.off('framenavigated', record);
  expect(visited.some((url) => /\/resume-generating\?resume=[0-9a-f]+$/.test(url))).toBe(true);
  return new URL(page.url()).searchParams.get('resume')!;
}

/** The editor's section names in order. */
export function sectionNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Sections' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
}

export async function waitUntilSaved(page: Page) {
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
}

/** Chooses an Export item and answers the downloaded file's bytes. */
export async function exportAs(
  page: Page,
  label: 'Export as PDF' | 'Export as Word (.docx)',
): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: /^Export/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: label }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { download, bytes: await readFile(path) };
}
