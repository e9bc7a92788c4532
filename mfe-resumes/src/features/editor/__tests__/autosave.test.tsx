import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_MESSAGES, type Resume, type UpdateResumeInput } from '@kuza/contracts';
import { api, aResume, renderPage, resumeAfterSave } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

/** The resume's version at the fake API: a test moves it on to play someone saving elsewhere. */
let version: number;
let saved: Resume;
const slow = { timeout: 4000 };

beforeEach(() => {
  version = 3;
  saved = aResume({ version });
  api.on('GET', '/resumes/r1', () => ({ body: { ...saved, version } }));
  api.on('PUT', '/resumes/r1', ({ body }) => {
    const sent = body as UpdateResumeInput;
    const next = sent.version === version && resumeAfterSave({ ...saved, version }, sent);
    if (!next) return { status: 409, body: { error: RESUME_MESSAGES.conflict.defaultMessage } };
    saved = next;
    version = next.version;
    return { body: next };
  });
});

async function openEditor() {
  renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
  return screen.findByRole('list', { name: 'Sections' });
}

const status = () => screen.getByText(/All changes saved|Unsaved changes|Saving…|Not saved/);
const LABELS: Record<string, string> = { s1: 'Summary', s2: 'Experience', s3: 'Education', s4: 'Skills' };
/** The section order a save sent, by name; a small save names sections by id. */
const sectionLabels = (body: unknown) =>
  (body as { sectionChanges: { order: string[] } }).sectionChanges.order.map((id) => LABELS[id]);

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

  it('saves at once with the Save button, sending only the section that changed', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.sent('PUT', '/resumes/r1')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(1));
    expect(api.sent('PUT', '/resumes/r1')[0]!.body).toEqual({
      version: 3,
      sectionChanges: { order: ['s1', 's2', 's4'], put: [] },
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('puts its change on the resume saved elsewhere (409) and saves it with the new version', async () => {
    await openEditor();
    version = 9; // someone else saved twice meanwhile
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(2), slow);
    expect(await screen.findByText('All changes saved', {}, slow)).toBeInTheDocument();
    const [refused, merged] = api.sent('PUT', '/resumes/r1');
    expect(refused!.body).toMatchObject({ version: 3 });
    expect(merged!.body).toEqual({ version: 9, sectionChanges: { order: ['s1', 's2', 's4'], put: [] } });
    expect(screen.queryByRole('button', { name: 'Edit Education' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops and offers Reload when the resume keeps changing elsewhere', async () => {
    api.on('PUT', '/resumes/r1', () => {
      version += 1;
      return { status: 409, body: { error: RESUME_MESSAGES.conflict.defaultMessage } };
    });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(RESUME_MESSAGES.conflict.defaultMessage);
    expect(status()).toHaveTextContent('Not saved');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Education' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('All changes saved');
  });

  it('offers Retry when a save is refused, keeping the change', async () => {
    api.on('PUT', '/resumes/r1', { status: 400, body: { error: 'A resume has at most 30 sections' } });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Education' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('A resume has at most 30 sections');
    api.on('PUT', '/resumes/r1', ({ body }) => ({ body: resumeAfterSave(saved, body as UpdateResumeInput)! }));
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

  it('says the entries’ dates in the language chosen for the resume, keeps the page in its own, and saves the choice', async () => {
    saved = aResume({
      version,
      sections: [
        {
          id: 's2',
          label: 'Experience',
          content: '',
          entries: [{ role: 'CEO', organisation: 'SokoFresh', start: '2019-03', end: 'present', bullets: [] }],
        },
      ],
    });
    await openEditor();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('(Mar 2019 – present)', { exact: false })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language of the resume' }), 'Français');
    expect(await within(preview).findByText('(mars 2019 – présent)', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sections' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('PUT', '/resumes/r1')).toHaveLength(1), slow);
    expect(api.sent('PUT', '/resumes/r1')[0]!.body).toEqual({ version: 3, language: 'fr' });
  });
});
