import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_MESSAGES, type ResumeSummaryRow } from '@kuza/contracts';
import { api, aResume, renderPage } from '@kuza/testing';
import ResumeListPage from '../../../pages/resume-list-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const rows: ResumeSummaryRow[] = [
  { id: 'r1', name: 'Amara Okafor', status: 'Complete', template: 'Modern', updatedAt: minutesAgo(8) },
  { id: 'r2', name: 'Kwame Mensah', status: 'Draft', template: 'ATS Classic', updatedAt: minutesAgo(60 * 26) },
];

beforeEach(() => {
  api.on('GET', '/resumes', { body: { items: rows, canDelete: true } });
});

const open = () => renderPage(<ResumeListPage />, { path: '/resume-builder' });

describe('the resume list', () => {
  it('shows the heading, the subheading and each resume with its last edit and status', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Resumes' })).toBeInTheDocument();
    expect(screen.getByText('Build, edit, and organize resumes for your team or yourself.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your resumes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      '/resume-builder-editor?resume=r1',
    );
    expect(first).toHaveTextContent('Last edited 8 mins ago');
    expect(within(first!).getByText('Complete')).toBeInTheDocument();
    expect(second).toHaveTextContent('Last edited 1 day ago');
    expect(within(second!).getByText('Draft')).toBeInTheDocument();
  });

  it('says so when there are no resumes yet and offers to create one', async () => {
    api.on('GET', '/resumes', { body: { items: [], canDelete: true } });
    open();
    expect(await screen.findByRole('heading', { name: 'No resumes yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first resume' }));
    expect(screen.getByRole('dialog', { name: 'Create New Resume' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    api.on('GET', '/resumes', { status: 500, body: { error: 'Database unavailable' } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    api.on('GET', '/resumes', { body: { items: rows, canDelete: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Amara Okafor' })).toBeInTheDocument();
  });

  it('renames with the version it just read', async () => {
    api.on('GET', '/resumes/r1', { body: aResume({ version: 7 }) });
    api.on('PUT', '/resumes/r1', ({ body }) => ({ body: aResume({ ...(body as object), version: 8 }) }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Amara Okafor' }));
    const field = screen.getByLabelText('Resume name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Amara — seed round');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to “Amara — seed round”')).toBeInTheDocument();
    expect(api.sent('PUT', '/resumes/r1')[0]!.body).toEqual({ version: 7, name: 'Amara — seed round' });
  });

  it('duplicates a resume', async () => {
    api.on('POST', '/resumes/r1/duplicate', { status: 201, body: aResume({ id: 'r3', name: 'Amara Okafor (copy)' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Amara Okafor' }));
    expect(await screen.findByText('Duplicated as “Amara Okafor (copy)”')).toBeInTheDocument();
  });

  it('offers a Member no Delete, only what their role may do', async () => {
    api.on('GET', '/resumes', { body: { items: rows, canDelete: false } });
    open();
    expect(await screen.findByRole('button', { name: 'Rename Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate Kwame Mensah' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("asks before deleting and shows the server's refusal when the role changed since the list loaded", async () => {
    api.on('DELETE', '/resumes/r1', { status: 403, body: { error: RESUME_MESSAGES.deleteForbidden.defaultMessage } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Amara Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this resume?' });
    expect(api.sent('DELETE', '/resumes/r1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RESUME_MESSAGES.deleteForbidden.defaultMessage);
  });

  it('deletes after confirmation', async () => {
    api.on('DELETE', '/resumes/r1', { status: 204 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Amara Okafor' }));
    api.on('GET', '/resumes', { body: { items: rows.slice(1), canDelete: true } });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Amara Okafor”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Amara Okafor' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Kwame Mensah' })).toBeInTheDocument();
  });
});
