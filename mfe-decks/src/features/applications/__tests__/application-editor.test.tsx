import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { answerLength, LIMIT_UNITS } from '@kuza/contracts';
import { getRuntimeConfig } from '@kuza/store';
import { api, renderPage } from '@kuza/testing';
import { theme, ThemeRoot } from '@kuza/ui';
import ApplicationsPage from '../../../pages/applications-page';
import { AnswerCount } from '../answer-field';
import { ApplicationEditor } from '../application-editor';
import { anApplication, fakeApplication, REDRAFTED_TRACTION, USE_OF_FUNDS_QUESTION } from './fake-applications';

jest.setTimeout(30_000);

const openEditor = () => renderPage(<ApplicationEditor application={anApplication()} autosaveDelayMs={20} />);
const card = (question: string) => screen.getByRole('listitem', { name: question });
const saves = () => api.sent('PUT', '/applications/a1').map((call) => call.body);

describe('the application editor', () => {
  it('opens from its address and shows who may apply, with reasons, before the answers', async () => {
    fakeApplication();
    renderPage(<ApplicationsPage />, { path: '/applications', at: '/applications?application=a1' });
    const eligibility = await screen.findByRole('group', { name: 'Eligibility' });
    expect(eligibility).toHaveTextContent('Eligibility needs more facts');
    expect(eligibility).toHaveTextContent('Met: Revenue-generating: USD 4,000 a month');
    expect(eligibility).toHaveTextContent('Open: No founding year yet: when was the company founded?');
    const answers = screen.getByRole('heading', { name: 'Answers' });
    expect(eligibility.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'What does your company do?' })).toHaveValue(
      'Solar cold rooms for farmers.',
    );
  });

  it('counts an answer as it is typed, turns the count red over the limit, and saves it anyway', async () => {
    fakeApplication();
    const user = userEvent.setup();
    openEditor();
    const what = screen.getByRole('textbox', { name: 'What does your company do?' });
    expect(what).toHaveAccessibleDescription('29 / 60 characters');
    await user.clear(what);
    const long = 'Solar cold rooms near farms, paid per crate, in Nairobi and Nakuru.';
    await user.type(what, long);
    expect(what).toHaveAccessibleDescription(`${long.length} / 60 characters, ${long.length - 60} over the limit`);
    expect(within(card('What does your company do?')).getByText(/over the limit/)).toHaveStyle({
      color: theme.colors.danger,
    });
    await waitFor(() => expect(saves().at(-1)).toEqual({ answers: [{ questionId: 'what', text: long }] }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('asks the founder for the facts an answer lacks, with a way to the deck’s facts', () => {
    fakeApplication();
    openEditor();
    const funding = card('How much are you raising, and for what?');
    expect(within(funding).getByRole('region', { name: 'To answer this, tell Kuza' })).toHaveTextContent(
      USE_OF_FUNDS_QUESTION,
    );
    expect(within(funding).getByRole('link', { name: 'Add it to your facts' })).toHaveAttribute(
      'href',
      '/pitch-deck-outline?deck=d1',
    );
    expect(within(card('What does your company do?')).queryByText(/tell Kuza/)).not.toBeInTheDocument();
  });

  it('flags only the answers whose facts changed', () => {
    fakeApplication();
    openEditor();
    expect(within(card('What traction do you have so far?')).getByText(/Your facts changed/)).toBeInTheDocument();
    expect(screen.getAllByText(/Your facts changed/)).toHaveLength(1);
  });

  it('redrafts an answer from the facts beside the current one, and Accept saves it as from the facts', async () => {
    const server = fakeApplication();
    const user = userEvent.setup();
    openEditor();
    const traction = card('What traction do you have so far?');
    await user.type(within(traction).getByRole('textbox'), ' Mine.');
    await user.click(within(traction).getByRole('button', { name: 'Redraft from facts' }));
    expect(await within(traction).findByRole('region', { name: 'Before' })).toHaveTextContent(
      '1,200 paying farmers since 2023. Mine.',
    );
    expect(within(traction).getByRole('region', { name: 'After' })).toHaveTextContent(REDRAFTED_TRACTION);

    await user.click(within(traction).getByRole('button', { name: 'Accept' }));
    expect(within(traction).getByRole('textbox')).toHaveValue(REDRAFTED_TRACTION);
    await waitFor(() =>
      expect(saves().at(-1)).toEqual({
        answers: [{ questionId: 'traction', text: REDRAFTED_TRACTION, fromFacts: true }],
      }),
    );
    await waitFor(() => expect(within(traction).queryByText(/Your facts changed/)).not.toBeInTheDocument());
    expect(server.current().answers[1]).toMatchObject({ text: REDRAFTED_TRACTION, stale: false });
  });

  it('keeps the founder’s answer when they choose Keep mine', async () => {
    fakeApplication();
    const user = userEvent.setup();
    openEditor();
    const traction = card('What traction do you have so far?');
    await user.click(within(traction).getByRole('button', { name: 'Redraft from facts' }));
    await user.click(await within(traction).findByRole('button', { name: 'Keep mine' }));
    expect(within(traction).queryByRole('region', { name: 'After' })).not.toBeInTheDocument();
    expect(within(traction).getByRole('textbox')).toHaveValue('1,200 paying farmers since 2023.');
    expect(within(traction).getByText(/Your facts changed/)).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('copies an answer as it stands to the clipboard', async () => {
    fakeApplication();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    openEditor();
    const funding = card('How much are you raising, and for what?');
    await user.type(within(funding).getByRole('textbox'), ' For cold rooms.');
    await user.click(within(funding).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('We raise USD 500k. For cold rooms.');
    expect(await screen.findByText('Answer copied')).toBeInTheDocument();
    writeText.mockRestore();
  });

  it('exports as Word or Markdown and downloads the one-page summary', async () => {
    fakeApplication();
    const user = userEvent.setup();
    openEditor();
    await user.click(screen.getByRole('button', { name: /Export/ }));
    const { apiUrl } = getRuntimeConfig();
    expect(screen.getByRole('menuitem', { name: 'Word (.docx)' })).toHaveAttribute(
      'href',
      `${apiUrl}/applications/a1/export?format=docx`,
    );
    expect(screen.getByRole('menuitem', { name: 'Markdown (.md)' })).toHaveAttribute(
      'href',
      `${apiUrl}/applications/a1/export?format=md`,
    );
    expect(screen.getByRole('menuitem', { name: 'One-page summary (PDF)' })).toHaveAttribute(
      'href',
      `${apiUrl}/decks/d1/one-pager.pdf`,
    );
  });
});

describe('the answer count', () => {
  it('is always the answer’s length in its limit’s unit out of the limit, and red exactly when over it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...LIMIT_UNITS),
        (text, max, unit) => {
          const view = render(
            <ThemeRoot>
              <AnswerCount text={text} limit={{ max, unit }} />
            </ThemeRoot>,
          );
          const count = view.container.querySelector('span')!;
          const length = answerLength(text, unit);
          expect(count.textContent).toMatch(new RegExp(`^${length} / ${max} (characters|words)`));
          expect(getComputedStyle(count).color === 'rgb(185, 28, 28)').toBe(length > max);
          view.unmount();
        },
      ),
      { numRuns: 40 },
    );
  });
});
