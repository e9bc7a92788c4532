import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentList } from '@kuza/contracts';
import { api, aResume, aUser, renderPage } from '@kuza/testing';
import ResumeEditorPage from '../../../pages/resume-editor-page';

jest.setTimeout(20_000);

describe("the resume editor's comments", () => {
  it("opens on the section a mention's e-mail links to, and starts a thread on it", async () => {
    api.on('GET', '/resumes/r1', { body: aResume() });
    api.on<CommentList>('GET', '/resumes/r1/comments', { body: { threads: [], members: [] } });
    api.on('POST', '/resumes/r1/comments', ({ body }) => ({
      status: 201,
      body: {
        thread: {
          id: 't1',
          anchor: 's2',
          resolved: false,
          comments: [
            {
              id: 'c1',
              author: { id: 'u1', name: 'Amara Okafor' },
              body: (body as { body: string }).body,
              mentions: [],
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      },
    }));
    renderPage(<ResumeEditorPage />, {
      path: '/resume-builder-editor',
      at: '/resume-builder-editor?resume=r1&section=s2',
      user: aUser(),
    });
    const panel = await screen.findByRole('region', { name: 'Comments on Experience' }, { timeout: 5000 });
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Comment' }), 'Add the seed round');
    await userEvent.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(await within(panel).findByText('No comments here yet.')).toBeInTheDocument();
    expect(api.sent('POST', '/resumes/r1/comments')[0]?.body).toEqual({
      anchor: 's2',
      body: 'Add the seed round',
      mentions: [],
    });
  });
});
