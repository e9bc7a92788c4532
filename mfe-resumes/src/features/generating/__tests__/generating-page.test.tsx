import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, aResume, renderPage, type ApiReply } from '@kuza/testing';
import ResumeGeneratingPage from '../../../pages/resume-generating-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

let finish: (answer: ApiReply) => void;

beforeEach(() => {
  sessionStorage.clear();
  api.on('POST', '/resumes/r1/build', () => new Promise<ApiReply>((resolve) => (finish = resolve)));
});

const open = (state?: object) =>
  renderPage(<ResumeGeneratingPage />, {
    path: '/resume-generating',
    at: { pathname: '/resume-generating', search: '?resume=r1', state },
  });

describe('the resume generating page', () => {
  it('builds with the summary from the summary step and opens the editor when the server is done', async () => {
    open({ summary: 'Edited summary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Generating Your Resume...' })).toBeInTheDocument();
    expect(screen.getByText(/usually takes just a few seconds/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Resume generation progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    await waitFor(() => expect(api.sent('POST', '/resumes/r1/build')).toHaveLength(1));
    expect(api.sent('POST', '/resumes/r1/build')[0]!.body).toEqual({ summary: 'Edited summary' });

    // Nothing moves on by a timer: the page waits for the answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    finish({ body: aResume() });
    expect(await screen.findByTestId('location')).toHaveTextContent('/resume-builder-editor?resume=r1');
  });

  it('uses the summary kept in sessionStorage after a reload', async () => {
    sessionStorage.setItem('kuza.resume-summary.r1', 'Kept summary');
    open();
    await waitFor(() => expect(api.sent('POST', '/resumes/r1/build')).toHaveLength(1));
    expect(api.sent('POST', '/resumes/r1/build')[0]!.body).toEqual({ summary: 'Kept summary' });
  });

  it("falls back to the draft's own Summary section", async () => {
    api.on('GET', '/resumes/r1', { body: aResume({ status: 'Draft' }) });
    open();
    await waitFor(() => expect(api.sent('POST', '/resumes/r1/build')).toHaveLength(1));
    expect(api.sent('POST', '/resumes/r1/build')[0]!.body).toEqual({
      summary: 'Founder of **SokoFresh**, a Lagos agritech.',
    });
  });

  it('shows the error with Retry when building fails, and retries', async () => {
    open({ summary: 'S' });
    await waitFor(() => expect(api.sent('POST', '/resumes/r1/build')).toHaveLength(1));
    finish({ status: 502, body: { error: 'The AI service did not answer' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service did not answer');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.sent('POST', '/resumes/r1/build')).toHaveLength(2));
    finish({ body: aResume() });
    expect(await screen.findByTestId('location')).toHaveTextContent('/resume-builder-editor?resume=r1');
  });

  it('explains a missing resume id and links back to the list', () => {
    renderPage(<ResumeGeneratingPage />, { path: '/resume-generating' });
    expect(screen.getByRole('heading', { level: 1, name: 'Generating Your Resume...' })).toBeInTheDocument();
    expect(screen.getByText(/There is no resume to generate here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Resumes' })).toHaveAttribute('href', '/resume-builder');
  });
});
