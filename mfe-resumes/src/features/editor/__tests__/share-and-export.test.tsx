import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, aResume, renderPage } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

let share: { active: boolean; path?: string; views: number };

beforeEach(() => {
  share = { active: false, views: 0 };
  api.on('GET', '/resumes/r1', { body: aResume() });
  api.on('GET', '/resumes/r1/share', () => ({ body: share }));
  api.on('GET', '/resumes/r1/links', { body: { items: [] } });
  api.on('POST', '/resumes/r1/share', () => {
    share = { active: true, path: '/share/resume/tok_abcdefghijkl', views: 2 };
    return { body: share };
  });
  api.on('DELETE', '/resumes/r1/share', () => {
    share = { active: false, views: 2 };
    return { body: share };
  });
});

async function openEditor() {
  renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
  await screen.findByRole('list', { name: 'Sections' });
}

/** Share, then the view-only link for anyone (the dialog opens on the investor links). */
async function openLinkForAnyone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const investors = screen.getByRole('dialog', { name: 'Share resume' });
  await user.click(within(investors).getByRole('button', { name: 'Link for anyone' }));
  return screen.getByRole('dialog', { name: 'Share resume' });
}

describe('sharing and exporting a resume', () => {
  it('creates a view-only link, copies it, shows its views and revokes it', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await openEditor();
    const dialog = await openLinkForAnyone(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByLabelText('Share link');
    expect(link).toHaveValue(`${window.location.origin}/share/resume/tok_abcdefghijkl`);
    expect(within(dialog).getByText('Viewed 2 times')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/resume/tok_abcdefghijkl`);
    expect(await within(dialog).findByText('Link copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Share link')).not.toBeInTheDocument();
  });

  it('builds the public link for this remote even if the API names another path', async () => {
    share = { active: true, path: '/share/deck/tok_abcdefghijkl', views: 0 };
    await openEditor();
    await openLinkForAnyone(userEvent.setup());
    expect(await screen.findByLabelText('Share link')).toHaveValue(
      `${window.location.origin}/share/resume/tok_abcdefghijkl`,
    );
  });

  it('offers Export as Word (.docx) and Export as PDF as real file links', async () => {
    await openEditor();
    const exportButton = screen.getByRole('button', { name: /Export/ });
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(exportButton);
    const menu = screen.getByRole('menu', { name: 'Export' });
    expect(within(menu).getByRole('menuitem', { name: 'Export as Word (.docx)' })).toHaveAttribute(
      'href',
      'http://localhost:4000/resumes/r1/export?format=docx',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveAttribute(
      'href',
      'http://localhost:4000/resumes/r1/export?format=pdf',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Export as Word (.docx)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(exportButton).toHaveFocus();
  });
});
