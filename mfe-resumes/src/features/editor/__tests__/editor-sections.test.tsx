import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_MESSAGES, type UpdateResumeInput } from '@kuza/contracts';
import { api, aResume, renderPage, resumeAfterSave } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

beforeEach(() => {
  api.on('GET', '/resumes/r1', { body: aResume() });
  let saved = aResume();
  api.on('PUT', '/resumes/r1', ({ body }) => {
    const next = resumeAfterSave(saved, body as UpdateResumeInput);
    if (!next) return { status: 409, body: { error: RESUME_MESSAGES.conflict.defaultMessage } };
    saved = next;
    return { body: next };
  });
});

async function openEditor() {
  renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
  return screen.findByRole('list', { name: 'Sections' });
}

const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('the resume editor sections', () => {
  it("shows 'Resume Editor' with the template badge and every section", async () => {
    const list = await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Editor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Modern' })).toBeChecked();
    expect(labels(list)).toEqual(['Summary', 'Experience', 'Education', 'Skills']);
  });

  it("keeps the way back, the resume's name, its save status and the actions in the editor's bar", async () => {
    await openEditor();
    // The testing library also counts the preview's own header as a banner; the bar is outside main.
    const bar = screen.getAllByRole('banner').find((header) => !header.closest('main'))!;
    expect(within(bar).getByRole('link', { name: 'Back to Resumes' })).toHaveAttribute('href', '/resume-builder');
    expect(within(bar).getByText('Amara Okafor')).toBeInTheDocument();
    expect(within(bar).getByRole('status')).toHaveTextContent('All changes saved');
    for (const name of ['Profile image', 'Undo', 'Save', 'Share', 'Export']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('turns move up off for the first section and move down off for the last', async () => {
    const list = await openEditor();
    expect(screen.getByRole('button', { name: 'Move Summary up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move Skills down' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Move Summary up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Skills down' }));
    expect(labels(list)).toEqual(['Summary', 'Experience', 'Education', 'Skills']);
  });

  it('moves a section and keeps focus on the button that moved it', async () => {
    const list = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Move Experience up' }));
    expect(labels(list)).toEqual(['Experience', 'Summary', 'Education', 'Skills']);
    const up = screen.getByRole('button', { name: 'Move Experience up' });
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    const preview = screen.getByRole('article', { name: 'Resume of Amara Okafor' });
    expect(
      within(preview)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Experience', 'Summary', 'Education', 'Skills']);
  });

  it('never deletes the last section and says why', async () => {
    const list = await openEditor();
    for (const label of ['Summary', 'Experience', 'Education']) {
      await userEvent.click(screen.getByRole('button', { name: `Delete ${label}` }));
    }
    expect(labels(list)).toEqual(['Skills']);
    const last = screen.getByRole('button', { name: 'Delete Skills' });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveAccessibleDescription(RESUME_MESSAGES.lastSection.defaultMessage);
    await userEvent.click(last);
    expect(labels(list)).toEqual(['Skills']);
  });

  it('adds a section with Enter or the plus button and ignores a blank name', async () => {
    const list = await openEditor();
    const name = screen.getByLabelText('New section name');
    await userEvent.type(name, '   {enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(labels(list)).toHaveLength(4);
    await userEvent.clear(name);
    await userEvent.type(name, 'Awards{enter}');
    expect(name).toHaveValue('');
    await userEvent.type(name, 'Languages');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(labels(list)).toEqual(['Summary', 'Experience', 'Education', 'Skills', 'Awards', 'Languages']);
  });

  it("edits a section's text in the text editor, with Bold and Bullet list writing the format", async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Education' }));
    const dialog = screen.getByRole('dialog', { name: 'Text Editor' });
    const text = within(dialog).getByLabelText('Section text') as HTMLTextAreaElement;
    await userEvent.clear(text);
    await userEvent.type(text, 'BSc Agriculture{enter}Ibadan');
    text.setSelectionRange(0, 15);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bold' }));
    expect(text).toHaveValue('**BSc Agriculture**\nIbadan');
    text.setSelectionRange(text.value.length, text.value.length);
    await userEvent.click(within(dialog).getByRole('button', { name: /Bullet list/ }));
    expect(text).toHaveValue('**BSc Agriculture**\n- Ibadan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const preview = screen.getByRole('article', { name: 'Resume of Amara Okafor' });
    expect(within(preview).getByText('BSc Agriculture').tagName).toBe('STRONG');
    expect(within(preview).getByText('Ibadan').tagName).toBe('LI');
  });

  it("opens the text editor when the section's text itself is clicked", async () => {
    await openEditor();
    await userEvent.click(screen.getByText('BSc Agriculture, University of Ibadan', { selector: 'li p' }));
    const dialog = screen.getByRole('dialog', { name: 'Text Editor' });
    expect(within(dialog).getByLabelText('Section name')).toHaveValue('Education');
  });

  it('switches the template, and the preview and badge follow', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('radio', { name: 'ATS Classic' }));
    expect(screen.getByRole('radio', { name: 'ATS Classic' })).toBeChecked();
    expect(screen.getAllByText('ATS Classic').length).toBeGreaterThan(1);
  });

  it('inserts a profile image from a link and shows it in the Modern preview', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Profile image' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile image' });
    const insert = within(dialog).getByRole('button', { name: 'Insert Image' });
    expect(insert).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Image link'), 'https://example.com/amara.jpg');
    expect(within(dialog).getByRole('img', { name: 'Preview of the profile image' })).toBeInTheDocument();
    await userEvent.click(insert);
    expect(screen.getByRole('img', { name: 'Photo of Amara Okafor' })).toHaveAttribute(
      'src',
      'https://example.com/amara.jpg',
    );
  });

  it('uploads a photo to the media store and keeps its URL in the resume', async () => {
    const stored = 'http://localhost:4000/media/BBBBBBBBBBBBBBBBBBBBBB';
    api.on('POST', '/media', {
      status: 201,
      body: { id: 'BBBBBBBBBBBBBBBBBBBBBB', url: stored, contentType: 'image/jpeg', width: 4, height: 4, bytes: 32 },
    });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Profile image' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile image' });
    const photo = new File([new Uint8Array(32)], 'amara.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText(/Or upload a photo/), photo);
    expect(await within(dialog).findByRole('img', { name: 'Preview of the profile image' })).toHaveAttribute(
      'src',
      stored,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert Image' }));
    expect(screen.getByRole('img', { name: 'Photo of Amara Okafor' })).toHaveAttribute('src', stored);
    expect(api.sent('POST', '/media')).toHaveLength(1);
  });

  it('says so when there is no resume to edit', () => {
    renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Editor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resumes' })).toHaveAttribute('href', '/resume-builder');
    expect(screen.getByRole('link', { name: 'Go to Resumes' })).toHaveAttribute('href', '/resume-builder');
  });
});
