import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resumeHeader, type SharedResume } from '@kuza/contracts';
import { getRuntimeConfig } from '@kuza/store';
import { api, aResume, renderPage, server } from '@kuza/testing';
import SharedResumePage from '../shared-resume-page';

jest.setTimeout(20_000);

const TOKEN = 'Rs0123456789abcdefghijklmnopqrst';
const PATH = `/share/resume/${TOKEN}`;
const resume = aResume();
const shared: SharedResume = {
  name: resume.name,
  language: resume.language ?? 'en',
  header: resumeHeader(resume),
  template: resume.template,
  sections: resume.sections,
  updatedAt: resume.updatedAt,
};

/** The link's address as the API answers it: its gate's 401 until `open()` says the viewer passed it. */
function linkAnswers(gate: { code: string; error: string }, watermark?: string) {
  let passed = false;
  server.use(
    http.get(`${getRuntimeConfig().apiUrl}${PATH}`, () =>
      passed
        ? HttpResponse.json(shared, {
            headers: {
              'x-visit-id': 'visit-1',
              ...(watermark ? { 'x-link-watermark': encodeURIComponent(watermark) } : {}),
            },
          })
        : HttpResponse.json(gate, { status: 401 }),
    ),
  );
  return () => {
    passed = true;
  };
}

const open = () => renderPage(<SharedResumePage />, { path: '/share/resume/:token', at: PATH });

describe('a resume behind a named link', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks its gate before showing anything of the resume, then shows it under the watermark', async () => {
    const pass = linkAnswers(
      { code: 'email_required', error: 'Enter your e-mail to view this resume' },
      'wanjiku@angels.africa · 2026-11-02',
    );
    api.on('POST', `${PATH}/visit`, { body: { codeSent: true } });
    api.on('POST', `${PATH}/visit/verify`, () => {
      pass();
      return { body: { visitId: 'visit-1' } };
    });
    api.on('POST', `${PATH}/activity`, { body: { counted: 0 } });
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This resume is shared privately' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail to view this resume')).toBeInTheDocument();
    for (const words of [resume.name, 'Experience', 'Raised $1.2M seed']) {
      expect(screen.queryByText(words, { exact: false })).not.toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('Your e-mail'), 'wanjiku@angels.africa');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Code'), '493027');
    await user.click(screen.getByRole('button', { name: 'View the resume' }));
    const page = await screen.findByRole('article', { name: 'Resume of Amara Okafor' });
    expect(within(page).getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
    expect(screen.getByText('Shared with wanjiku@angels.africa · 2026-11-02')).toBeInTheDocument();
    expect(api.sent('POST', `${PATH}/visit/verify`)[0]!.body).toEqual({
      email: 'wanjiku@angels.africa',
      code: '493027',
    });
  });

  it("reports the viewer's active time on the section being read", async () => {
    let clock = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    linkAnswers({ code: 'email_required', error: 'x' })();
    api.on('POST', `${PATH}/activity`, { body: { counted: 0 } });
    open();
    const page = await screen.findByRole('article', { name: 'Resume of Amara Okafor' });
    // The viewer scrolls until Education (the third section) is the one read.
    const education = within(page).getByRole('heading', { name: 'Education' }).closest('section')!;
    for (const section of page.querySelectorAll('section')) {
      jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: section === education ? 0 : 900 } as DOMRect);
    }
    clock += 5000;
    act(() => void fireEvent.scroll(window));
    clock += 20_000;
    act(() => void fireEvent(window, new Event('pagehide')));
    await screen.findByRole('article');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const reports = api.sent('POST', `${PATH}/activity`).map((call) => call.body);
    expect(reports).toEqual(
      expect.arrayContaining([
        { visitId: 'visit-1', slide: 0, seconds: 5 },
        { visitId: 'visit-1', slide: 2, seconds: 20 },
      ]),
    );
  });
});
