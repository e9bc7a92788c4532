import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_IMPORT_LIMITS, RESUME_MESSAGES } from '@kuza/contracts';
import { api, aResume, renderPage } from '@kuza/testing';
import ResumeListPage from '../../../pages/resume-list-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

const user = userEvent.setup({ applyAccept: false });

beforeEach(() => {
  api.on('GET', '/resumes', { body: { items: [], canDelete: true } });
  api.on('POST', '/resumes/import', { status: 201, body: aResume({ status: 'Draft' }) });
});

async function openImport() {
  renderPage(<ResumeListPage />, { path: '/resume-builder' });
  await user.click(screen.getByRole('button', { name: 'Create New Resume' }));
  await user.click(screen.getByRole('button', { name: /Import File/ }));
}

const docx = (size = 2048, name = 'amara.docx') => new File([new Uint8Array(size)], name);

describe('importing a CV file', () => {
  it('accepts .pdf, .doc and .docx and keeps Continue disabled until a file is chosen', async () => {
    await openImport();
    expect(screen.getByLabelText('CV file')).toHaveAttribute('accept', RESUME_IMPORT_LIMITS.accept);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('refuses another type of file before uploading, and says why', async () => {
    await openImport();
    await user.upload(screen.getByLabelText('CV file'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.txt” is not a .pdf, .doc or .docx file');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('refuses a file over 10 MB with its size and the limit', async () => {
    await openImport();
    await user.upload(screen.getByLabelText('CV file'), docx(RESUME_IMPORT_LIMITS.maxBytes + 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('“amara.docx” is 11 MB; files can be at most 10 MB.');
    expect(api.sent('POST', '/resumes/import')).toHaveLength(0);
  });

  it('uploads the raw file with its name and moves on to the AI summary', async () => {
    await openImport();
    await user.upload(screen.getByLabelText('CV file'), docx());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Your AI summary' })).toBeInTheDocument();
    expect(api.sent('POST', '/resumes/import')[0]!.query.get('filename')).toBe('amara.docx');
  });

  it("shows the server's message when a .doc cannot be read", async () => {
    api.on('POST', '/resumes/import', { status: 422, body: { error: RESUME_MESSAGES.docUnreadable.defaultMessage } });
    await openImport();
    await user.upload(screen.getByLabelText('CV file'), docx(4096, 'old.doc'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESUME_MESSAGES.docUnreadable.defaultMessage);
    expect(screen.getByRole('dialog', { name: 'Import File' })).toBeInTheDocument();
  });
});
