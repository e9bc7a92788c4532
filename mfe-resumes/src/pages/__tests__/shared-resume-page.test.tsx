import { screen, within } from '@testing-library/react';
import { RESUME_MESSAGES, resumeHeader } from '@kuza/contracts';
import { keepServerDrawn } from '@kuza/app';
import { api, aResume, renderPage } from '@kuza/testing';
import SharedResumePage from '../shared-resume-page';

const open = (token: string) =>
  renderPage(<SharedResumePage />, { path: '/share/resume/:token', at: `/share/resume/${token}` });

describe('the shared resume page', () => {
  it('shows the resume read-only, without editing controls', async () => {
    const resumeData = aResume({ template: 'ATS Classic' });
    const { name, template, sections, updatedAt } = resumeData;
    const header = resumeHeader(resumeData);
    api.on('GET', '/share/resume/tok_123456789', {
      body: { name, language: 'en', header, template, sections, updatedAt },
    });
    open('tok_123456789');
    const resume = await screen.findByRole('article', { name: 'Resume of Amara Okafor' });
    expect(within(resume).getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    // The editor's top: the role under the name.
    expect(within(resume).getByText('Co-founder & CEO')).toBeInTheDocument();
    expect(within(resume).getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
    expect(within(resume).getByText('Raised $1.2M seed').tagName).toBe('LI');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts from the resume its HTML was drawn with, without asking the API', () => {
    const resumeData = aResume();
    const { name, template, sections, updatedAt } = resumeData;
    const root = document.createElement('div');
    root.innerHTML = `<div data-server-drawn="/share/resume/tok_123456789"><script type="application/json">${JSON.stringify(
      { name, header: resumeHeader(resumeData), template, sections, updatedAt },
    )}</script></div>`;
    keepServerDrawn(root);
    api.on('GET', /\/share\/resume\//, { status: 404, body: { error: RESUME_MESSAGES.shareNotFound.defaultMessage } });
    open('tok_123456789');
    const resume = screen.getByRole('article', { name: 'Resume of Amara Okafor' });
    expect(within(resume).getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says clearly when the link was revoked or never existed', async () => {
    api.on('GET', /\/share\/resume\//, { status: 404, body: { error: RESUME_MESSAGES.shareNotFound.defaultMessage } });
    open('revoked_token');
    expect(
      await screen.findByRole('heading', { level: 1, name: RESUME_MESSAGES.shareNotFound.defaultMessage }),
    ).toBeInTheDocument();
  });
});
