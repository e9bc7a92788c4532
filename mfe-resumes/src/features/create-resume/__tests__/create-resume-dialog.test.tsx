import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, aResume, renderPage, type ApiReply } from '@kuza/testing';
import ResumeListPage from '../../../pages/resume-list-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  api.on('GET', '/resumes', { body: { items: [], canDelete: true } });
  api.on('POST', '/resumes', ({ body }) => ({
    status: 201,
    body: aResume({
      status: 'Draft',
      sections: [{ id: 's1', label: 'Summary', content: `Summary for ${JSON.stringify(body)}` }],
    }),
  }));
  api.on('POST', '/resumes/r1/summary', ({ body }) => ({
    body: { summary: `Another summary, variant ${(body as { variant: number }).variant}` },
  }));
});

async function openDialog() {
  renderPage(<ResumeListPage />, { path: '/resume-builder' });
  await userEvent.click(screen.getByRole('button', { name: 'Create New Resume' }));
  return screen.getByRole('dialog', { name: 'Create New Resume' });
}

describe('the resume creation dialog', () => {
  it('offers Start with AI, Paste and Import File, and the back arrow returns to them', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('button', { name: /Start with AI|Paste|Import File/ })).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: /Paste/ }));
    expect(screen.getByRole('dialog', { name: 'Paste your CV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('dialog', { name: 'Create New Resume' })).toBeInTheDocument();
  });

  it('keeps what was typed when going back, and forgets it when the dialog closes', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /Start with AI/ }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Amara Okafor');
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    await userEvent.click(screen.getByRole('button', { name: /Start with AI/ }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Amara Okafor');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create New Resume' }));
    expect(screen.getByRole('dialog', { name: 'Create New Resume' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Start with AI/ }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('keeps Generate disabled while every field is blank, then creates the draft in the chosen language and shows its summary', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /Start with AI/ }));
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Skills'), '   ');
    expect(generate).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Full name'), ' Amara Okafor ');
    await userEvent.type(screen.getByLabelText('Role'), 'CEO');
    // The resume's language starts as the page's; each is named in itself, and only those the files draw are offered.
    const language = screen.getByRole('combobox', { name: 'Language of the resume' });
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Português', 'العربية']);
    await userEvent.selectOptions(language, 'Português');
    await userEvent.click(generate);

    expect(await screen.findByRole('dialog', { name: 'Your AI summary' })).toBeInTheDocument();
    expect(api.sent('POST', '/resumes')[0]!.body).toEqual({
      mode: 'ai',
      inputs: { name: 'Amara Okafor', role: 'CEO' },
      language: 'pt',
    });
    expect(screen.getByText(/^Summary for/)).toBeInTheDocument();
  });

  it('says what the API needs when only skills are given', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /Start with AI/ }));
    await userEvent.type(screen.getByLabelText('Skills'), 'Python');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText('Tell us about the founder: at least a name or some experience'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/resumes')).toHaveLength(0);
  });

  it('keeps Continue disabled until a CV is pasted, then sends it in paste mode', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /Paste/ }));
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your CV'), 'Amara Okafor{enter}Experience{enter}CEO, SokoFresh');
    await userEvent.click(next);
    expect(await screen.findByRole('dialog', { name: 'Your AI summary' })).toBeInTheDocument();
    expect(api.sent('POST', '/resumes')[0]!.body).toEqual({
      mode: 'paste',
      inputs: { pastedText: 'Amara Okafor\nExperience\nCEO, SokoFresh' },
    });
  });
});

describe('the AI summary step', () => {
  async function reachSummary() {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /Paste/ }));
    await userEvent.type(screen.getByLabelText('Your CV'), 'My CV');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Your AI summary' });
  }

  it('edits and saves the summary, refusing an empty one', async () => {
    await reachSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Professional summary');
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The summary cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Resume Builder' })).toBeDisabled();
    await userEvent.type(box, 'A founder who ships.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A founder who ships.')).toBeInTheDocument();
  });

  it('regenerates a different summary each time, counting the variant up', async () => {
    await reachSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Another summary, variant 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Another summary, variant 2')).toBeInTheDocument();
    expect(api.sent('POST', '/resumes/r1/summary').map((c) => c.body)).toEqual([{ variant: 1 }, { variant: 2 }]);
  });

  it('shows Regenerate as busy while the new summary is written', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    api.on('POST', '/resumes/r1/summary', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    await reachSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByRole('button', { name: /Regenerating/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Proceed to Resume Builder' })).toBeDisabled();
    answer({ body: { summary: 'Fresh words' } });
    expect(await screen.findByText('Fresh words')).toBeInTheDocument();
  });

  it('proceeds to /resume-generating with the edited summary and closes the dialog', async () => {
    await reachSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Professional summary');
    await userEvent.clear(box);
    await userEvent.type(box, 'Edited summary');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Resume Builder' }));

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/resume-generating?resume=r1');
    expect(location.dataset.state).toBe(JSON.stringify({ summary: 'Edited summary' }));
    expect(sessionStorage.getItem('kuza.resume-summary.r1')).toBe('Edited summary');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
