import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResumeSection, UpdateResumeInput } from '@kuza/contracts';
import { api, aResume, renderPage, resumeAfterSave } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(30_000);
const slow = { timeout: 4000 };

const EXPERIENCE: ResumeSection = {
  id: 's2',
  label: 'Experience',
  content: '**CEO, SokoFresh** (2019 – present)\n- Grew to 5,000 farmers',
  entries: [
    { role: 'CEO', organisation: 'SokoFresh', start: '2019', end: 'present', bullets: ['Grew to 5,000 farmers'] },
  ],
};

beforeEach(() => {
  const resume = aResume();
  api.on('GET', '/resumes/r1', {
    body: { ...resume, sections: resume.sections.map((s) => (s.id === 's2' ? EXPERIENCE : s)) },
  });
  api.on('PUT', '/resumes/r1', ({ body }) => ({ body: resumeAfterSave(aResume(), body as UpdateResumeInput)! }));
});

async function openExperience() {
  renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
  await screen.findByRole('list', { name: 'Sections' });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Experience' }));
  return screen.findByRole('dialog', { name: 'Experience' });
}

const preview = () => screen.getByRole('article', { name: 'Resume of Amara Okafor' });

describe('the entries of an Experience section', () => {
  it('adds an entry from labelled fields, shows it in the preview and autosaves it', async () => {
    const dialog = await openExperience();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    const form = within(dialog).getByRole('form', { name: 'New entry' });
    await userEvent.type(within(form).getByLabelText('Role (for education, the qualification)'), 'Data Analyst');
    await userEvent.type(within(form).getByLabelText('Organisation (for education, the school)'), 'Safaricom');
    await userEvent.type(within(form).getByLabelText('Start'), '2014-03');
    await userEvent.type(within(form).getByLabelText('End'), '2018');
    await userEvent.type(within(form).getByLabelText('Bullets'), 'Analysed M-Pesa churn{Enter}{Enter}Hired 4 analysts');
    await userEvent.click(within(form).getByRole('button', { name: 'Add entry' }));

    const list = within(dialog).getByRole('list', { name: 'Experience entries' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['CEO at SokoFresh', 'Data Analyst at Safaricom']);
    expect(within(preview()).getByText('Data Analyst, Safaricom')).toBeInTheDocument();
    expect(preview()).toHaveTextContent(
      'Data Analyst, Safaricom (Mar 2014 – 2018)Analysed M-Pesa churnHired 4 analysts',
    );

    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(1), slow);
    const sent = api.sent('PUT', '/resumes/r1')[0]!.body as { sectionChanges: { put: ResumeSection[] } };
    expect(sent.sectionChanges.put[0]!.entries![1]).toEqual({
      role: 'Data Analyst',
      organisation: 'Safaricom',
      start: '2014-03',
      end: '2018',
      bullets: ['Analysed M-Pesa churn', 'Hired 4 analysts'],
    });
  });

  it("says what is wrong with an entry, and unticking 'I work here now' asks for an end date", async () => {
    const dialog = await openExperience();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit CEO at SokoFresh' }));
    const form = within(dialog).getByRole('form', { name: 'Edit CEO at SokoFresh' });
    const here = within(form).getByRole('checkbox', { name: 'I work here now' });
    expect(here).toBeChecked();
    await userEvent.click(here);
    await userEvent.type(within(form).getByLabelText('End'), '2017');
    await userEvent.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(within(form).getByLabelText('End')).toHaveAccessibleDescription(
      expect.stringContaining('The end cannot be before the start'),
    );
    await userEvent.clear(within(form).getByLabelText('End'));
    await userEvent.type(within(form).getByLabelText('End'), '2023-07');
    await userEvent.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(preview()).toHaveTextContent('CEO, SokoFresh (2019 – Jul 2023)');
  });

  it('moves and removes entries from the keyboard', async () => {
    const dialog = await openExperience();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    const form = within(dialog).getByRole('form', { name: 'New entry' });
    await userEvent.type(within(form).getByLabelText('Role (for education, the qualification)'), 'Intern');
    await userEvent.type(within(form).getByLabelText('Organisation (for education, the school)'), 'KCB');
    await userEvent.type(within(form).getByLabelText('Start'), '2012');
    await userEvent.type(within(form).getByLabelText('End'), '2012{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Edit Intern at KCB' })).toHaveFocus();

    within(dialog).getByRole('button', { name: 'Move Intern at KCB up' }).focus();
    await userEvent.keyboard('{Enter}');
    const headings = () =>
      within(preview())
        .getAllByText(/, (SokoFresh|KCB)$/)
        .map((node) => node.textContent);
    expect(headings()).toEqual(['Intern, KCB', 'CEO, SokoFresh']);
    // Focus stays on the button that moved the entry, now at the top.
    expect(within(dialog).getByRole('button', { name: 'Move Intern at KCB up' })).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Remove CEO at SokoFresh' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(headings()).toEqual(['Intern, KCB']);
    expect(within(dialog).getByRole('button', { name: 'Edit Intern at KCB' })).toHaveFocus();
  });

  it('renames the section when its name field is left, even if the dialog is then closed', async () => {
    const dialog = await openExperience();
    const name = within(dialog).getByLabelText('Section name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Work history');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Work history' })).toBeInTheDocument();
  });

  it('says why an Education section written as free text opens in the Text Editor', async () => {
    renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Education' }));
    const text = within(screen.getByRole('dialog', { name: 'Text Editor' })).getByLabelText('Section text');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('kept as written'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Skills' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Text Editor' })).getByLabelText('Section text'),
    ).not.toHaveAccessibleDescription(expect.stringContaining('kept as written'));
  });
});
