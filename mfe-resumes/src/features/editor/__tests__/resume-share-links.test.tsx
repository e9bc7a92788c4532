import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckLink, LinkAnalytics } from '@kuza/contracts';
import { api, renderPage } from '@kuza/testing';
import { ResumeShareDialog } from '../resume-share-dialog';

jest.setTimeout(30_000);

const TOKEN = 'Rs0123456789abcdefghijklmnopqrst';
const made: DeckLink = {
  id: 'l1',
  token: TOKEN,
  path: `/share/resume/${TOKEN}`,
  url: `http://localhost:3000/share/resume/${TOKEN}`,
  label: 'Angel — Wanjiku',
  requireEmail: true,
  hasPasscode: false,
  allowDownload: false,
  watermark: true,
  revoked: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** One phone visit of the link, with its seconds on each section in order. */
const visitOf = (perSection: number[]): LinkAnalytics['visits'][number] => ({
  email: 'wanjiku@angels.africa',
  startedAt: '2026-11-02T09:00:00.000Z',
  seconds: perSection.reduce((sum, seconds) => sum + seconds, 0),
  downloaded: false,
  device: 'phone',
  slides: perSection.map((seconds, index) => ({ index, seconds })),
});
const visited: LinkAnalytics = {
  summary: { visits: 1, viewers: 1, totalSeconds: 55, medianSeconds: 55, lastVisitAt: '2026-11-02T09:00:00.000Z' },
  visits: [visitOf([15, 40])],
};

describe("the resume's Share dialog", () => {
  it("makes an investor link to the resume, lists it, and shows its visits' time per section", async () => {
    const links: DeckLink[] = [];
    api.on('GET', '/resumes/r1/links', () => ({
      body: { items: links.map((link) => ({ ...link, visits: links.length ? 1 : 0 })) },
    }));
    api.on('POST', '/resumes/r1/links', () => {
      links.push(made);
      return { status: 201, body: { link: made } };
    });
    api.on('GET', '/resumes/r1/links/l1/analytics', { body: visited });
    const user = userEvent.setup();
    renderPage(<ResumeShareDialog resumeId="r1" open onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share resume' });
    expect(await within(dialog).findByText(/see who opened the resume/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New investor link' }));
    const form = within(dialog).getByRole('form', { name: 'New investor link' });
    await user.type(within(form).getByLabelText('Label'), 'Angel — Wanjiku');
    await user.click(within(form).getByLabelText("Ask for the viewer's e-mail, verified by a code"));
    await user.click(within(form).getByLabelText("Watermark the resume with the viewer's e-mail and the date"));
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    const row = (await within(dialog).findByRole('heading', { level: 4, name: 'Angel — Wanjiku' })).closest('li')!;
    expect(api.sent('POST', '/resumes/r1/links')[0]!.body).toMatchObject({
      label: 'Angel — Wanjiku',
      requireEmail: true,
      watermark: true,
    });
    expect(within(row).getByText('Verified e-mail · Watermark')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Visits of Angel — Wanjiku' }));
    expect(await within(dialog).findByRole('heading', { name: 'Average time per section' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Section 2: 40 s').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/resumes\/r1\/links\/l1\/analytics\?format=csv$/),
    );
  });
});
