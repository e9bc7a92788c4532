import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_MESSAGES, type ResumeSection } from '@kuza/contracts';
import { api, aResume, renderPage } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

let version: number;
const slow = { timeout: 4000 };

beforeEach(() => {
  version = 3;
  api.on('GET', '/resumes/r1', () => ({ body: aResume({ version }) }));
  api.on('PUT', '/resumes/r1', ({ body }) => {
    const sent = body as { version: number };
    if (sent.version !== version) return { status: 409, body: { error: RESUME_MESSAGES.conflict } };
    version += 1;
    return { body: aResume({ ...(body as object), version }) };
  });
});

async function openEditor() {
  renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
  return screen.findByRole('list', { name: 'Sections' });
}

const status = () => screen.getByText(/All changes saved|Unsaved changes|Saving…|Not saved/);
const sectionLabels = (body: unknown) => (body as { sections: ResumeSection[] }).sections.map((s) => s.label);

describe('autosave in the resume editor', () => {
  it('saves about 800 ms after the last change, with the version it last saw', async () => {
    await openEditor();
    expect(status()).toHaveTextContent('All changes saved');
    await userEvent.click(screen.getByRole('button', { name: 'Move Experience up' }));
    expect(status()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(1), slow);
    expect(await screen.findByText('All changes saved', {}, slow)).toBeInTheDocument();
    const [first] = api.sent('PUT', '/resumes/r1');
    expect(first!.body).toMatchObject({ version: 3 });
    expect(sectionLabels(first!.body)).toEqual(['Experience', 'Summary', 'Education', 'Skills']);
    expect(first!.body).not.toHaveProperty('profileImageUrl');

    await userEvent.click(screen.getByRole('radio', { name: 'ATS Classic' }));
    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(2), slow);
    expect(api.sent('PUT', '/resumes/r1')[1]!.body).toEqual({ version: 4, template: 'ATS Classic' });
  });

  it('batches quick changes into one save', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Move Experience up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Education up' }));
    await screen.findByText('All changes saved', {}, slow);
    expect(api.sent('PUT', '/resumes/r1')).toHaveLength(1);
  });

  it('saves at once with the Save button, even with nothing pending', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(1));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('stops and offers Reload when the resume was changed elsewhere (409)', async () => {
    await openEditor();
    version = 9; // someone else saved twice meanwhile
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(RESUME_MESSAGES.conflict);
    expect(status()).toHaveTextContent('Not saved');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Education' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('All changes saved');

    await userEvent.click(screen.getByRole('button', { name: 'Move Skills up' }));
    await screen.findByText('All changes saved', {}, slow);
    expect(api.sent('PUT', '/resumes/r1').pop()!.body).toMatchObject({ version: 9 });
  });

  it('offers Retry when a save fails for another reason, keeping the change', async () => {
    api.on('PUT', '/resumes/r1', { status: 503, body: { error: 'The server is busy' } });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The server is busy');
    api.on('PUT', '/resumes/r1', ({ body }) => ({ body: aResume({ ...(body as object), version: 4 }) }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(sectionLabels(api.sent('PUT', '/resumes/r1').pop()!.body)).toEqual(['Summary', 'Experience', 'Skills']);
  });
});

describe('undo in the resume editor', () => {
  it('undoes the last change with the Undo button and with Ctrl+Z', async () => {
    await openEditor();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Skills' }));
    expect(screen.queryByRole('button', { name: 'Edit Skills' })).not.toBeInTheDocument();

    await userEvent.click(undo);
    expect(screen.getByRole('button', { name: 'Edit Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Education' })).not.toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'Edit Education' })).toBeInTheDocument();
    expect(undo).toBeDisabled();
  });

  it('leaves Ctrl+Z to the browser inside a text field', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    const field = screen.getByLabelText('New section name');
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(screen.queryByRole('button', { name: 'Edit Education' })).not.toBeInTheDocument();
  });
});
