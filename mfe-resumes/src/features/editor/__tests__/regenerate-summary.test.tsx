import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_MESSAGES, type UpdateResumeInput } from '@kuza/contracts';
import { api, aResume, renderPage, resumeAfterSave } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

const FOUNDER_TEXT = 'Founder of **SokoFresh**, a Lagos agritech.';

beforeEach(() => {
  api.on('GET', '/resumes/r1', { body: aResume() });
  let saved = aResume();
  api.on('PUT', '/resumes/r1', ({ body }) => {
    const next = resumeAfterSave(saved, body as UpdateResumeInput);
    if (!next) return { status: 409, body: { error: RESUME_MESSAGES.conflict.defaultMessage } };
    saved = next;
    return { body: next };
  });
  api.on('POST', '/resumes/r1/summary', ({ body }) => ({
    body: { summary: `Amara Okafor is the CEO of SokoFresh (take ${(body as { variant: number }).variant}).` },
  }));
});

async function openSummary() {
  renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Summary' }));
  const dialog = screen.getByRole('dialog', { name: 'Text Editor' });
  return { dialog, text: within(dialog).getByLabelText('Section text') as HTMLTextAreaElement };
}

describe('Regenerate in the resume editor', () => {
  it("asks before replacing the founder's summary, and keeps it when they say so", async () => {
    const { dialog, text } = await openSummary();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Replace your summary?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep my summary' }));

    expect(text).toHaveValue(FOUNDER_TEXT);
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('POST', '/resumes/r1/summary')).toHaveLength(0);
  });

  it('replaces the summary once confirmed, gives another take each time, and asks again after an edit', async () => {
    const { dialog, text } = await openSummary();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await within(dialog).findByDisplayValue(/take 1/)).toBe(text);

    // Text Regenerate just wrote is nobody's edit: the next take replaces it without asking.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(dialog).findByDisplayValue(/take 2/)).toBe(text);
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('POST', '/resumes/r1/summary').map((call) => call.body)).toEqual([{ variant: 1 }, { variant: 2 }]);

    await userEvent.type(text, ' Mentor.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(within(dialog).getByRole('alertdialog', { name: 'Replace your summary?' })).toBeInTheDocument();
  });

  it('puts the founder text back with Undo regenerate, and the editor Undo still undoes a saved regenerate', async () => {
    const { dialog, text } = await openSummary();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await within(dialog).findByDisplayValue(/take 1/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo regenerate' }));
    expect(text).toHaveValue(FOUNDER_TEXT);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await within(dialog).findByDisplayValue(/take 2/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const preview = screen.getByRole('article', { name: 'Resume of Amara Okafor' });
    expect(preview).toHaveTextContent('take 2');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(preview).not.toHaveTextContent('take 2');
    expect(preview).toHaveTextContent('Founder of SokoFresh, a Lagos agritech.');
  });

  it('offers Regenerate only on the summary', async () => {
    renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Skills' }));
    const dialog = screen.getByRole('dialog', { name: 'Text Editor' });

    expect(within(dialog).queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });
});
