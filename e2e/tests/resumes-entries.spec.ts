import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createVerifiedUser } from '../support/accounts';
import { createBuiltResume } from '../support/resume-fixtures';
import { waitUntilSaved } from '../support/resumes';

test('adds an Experience entry from its fields and sees it in the preview after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await createVerifiedUser(page.request);
  const resume = await createBuiltResume(
    page.request,
    {
      name: 'Wanjiru Kamau',
      role: 'Co-founder & CEO',
      experience: 'Head of Data at Safaricom (2019 – 2022)\n- Led a team of 12 analysts',
      education: 'BSc Statistics, University of Nairobi (2015)',
      skills: 'SQL, Python',
    },
    'Wanjiru turns payment data into lending decisions.',
  );

  await page.goto(`/resume-builder-editor?resume=${resume.id}`);
  await page.getByRole('button', { name: 'Edit Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Experience' });
  await expect(dialog.getByRole('list', { name: 'Experience entries' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add entry' }).click();

  const form = dialog.getByRole('form', { name: 'New entry' });
  await form.getByLabel('Role (for education, the qualification)').fill('Founder & CEO');
  await form.getByLabel('Organisation (for education, the school)').fill('Pesa Data');
  await form.getByLabel('Place (optional)').fill('Nairobi');
  await form.getByLabel('Start').fill('2022-09');
  await form.getByRole('checkbox', { name: 'I work here now' }).check();
  await expect(form.getByLabel('End')).toBeDisabled();
  await form.getByLabel('Bullets').fill('Lent KES 40m to 3,000 traders\nHired 9 engineers');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Add entry' }).click();

  // Keyboard only: the new entry moves above the older one.
  await dialog.getByRole('button', { name: 'Move Founder & CEO at Pesa Data up' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await waitUntilSaved(page);

  await page.reload();
  const preview = page.getByRole('article', { name: 'Resume of Wanjiru Kamau' });
  const experience = preview.locator('section').filter({ has: page.getByRole('heading', { name: 'Experience' }) });
  await expect(experience).toContainText('Founder & CEO, Pesa Data, Nairobi (Sep 2022 – present)');
  await expect(experience.getByRole('listitem')).toHaveText([
    'Lent KES 40m to 3,000 traders',
    'Hired 9 engineers',
    'Led a team of 12 analysts',
  ]);
  const headings = await experience.locator('strong').allTextContents();
  expect(headings).toEqual(['Founder & CEO, Pesa Data, Nairobi', 'Head of Data, Safaricom']);
});
