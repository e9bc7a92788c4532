import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentList, CommentThread } from '@kuza/contracts';
import { api, aUser, renderPage } from '@kuza/testing';
import { CommentsDock } from '../comments-dock';
import { OpenThreadCount } from '../open-thread-count';

const me = aUser({ id: 'u1', firstname: 'Amara', lastname: 'Okafor' });
const members = [
  { id: 'u1', name: 'Amara Okafor' },
  { id: 'u2', name: 'Kofi Mensah' },
];
const slides = [
  { id: 's1', title: 'SokoFresh' },
  { id: 's2', title: 'Traction' },
  { id: 's3', title: 'Team' },
];

function aThread(overrides: Partial<CommentThread> & Pick<CommentThread, 'id' | 'anchor'>): CommentThread {
  return {
    resolved: false,
    comments: [
      {
        id: `${overrides.id}-c1`,
        author: members[1]!,
        body: 'Is 1,200 farmers still right?',
        mentions: [],
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function answerList(kind: 'decks' | 'resumes', threads: CommentThread[]) {
  const list: CommentList = { threads, members };
  api.on<CommentList>('GET', `/${kind}/d1/comments`, { body: list });
  return list;
}

const deckDock = (onPart = jest.fn()) => (
  <CommentsDock kind="deck" documentId="d1" parts={slides} current="s2" onPart={onPart} />
);

describe('the Comments button and panel of the deck editor', () => {
  it("counts the shown slide's open threads and lists them, with the resolved ones on demand", async () => {
    answerList('decks', [
      aThread({ id: 't1', anchor: 's2' }),
      aThread({ id: 't2', anchor: 's2', resolved: true }),
      aThread({ id: 't3', anchor: 's1' }),
    ]);
    renderPage(deckDock(), { user: me });

    await userEvent.click(await screen.findByRole('button', { name: 'Comments (1 open)' }));
    const panel = screen.getByRole('region', { name: 'Comments on slide 2: Traction' });
    expect(within(panel).getAllByRole('article')).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Show resolved (1 thread)' }));
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
  });

  it('starts a thread on the shown slide, mentioning the teammate picked (never the writer)', async () => {
    answerList('decks', []);
    api.on('POST', '/decks/d1/comments', {
      status: 201,
      body: { thread: aThread({ id: 't9', anchor: 's2', comments: [] }) },
    });
    renderPage(deckDock(), { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));

    const picker = await screen.findByRole('combobox', { name: 'Mention a teammate' });
    expect(within(picker).queryByRole('option', { name: 'Amara Okafor' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Can you check this?');
    await userEvent.selectOptions(picker, 'u2');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Can you check this? @Kofi Mensah ');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));

    await waitFor(() => expect(api.sent('POST', '/decks/d1/comments')).toHaveLength(1));
    expect(api.sent('POST', '/decks/d1/comments')[0]!.body).toEqual({
      anchor: 's2',
      body: 'Can you check this? @Kofi Mensah',
      mentions: ['u2'],
    });
  });

  it('sends no mention for a teammate whose @Name was deleted before sending', async () => {
    answerList('decks', []);
    api.on('POST', '/decks/d1/comments', { status: 201, body: { thread: aThread({ id: 't9', anchor: 's2' }) } });
    renderPage(deckDock(), { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Mention a teammate' }), 'u2');
    const field = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Never mind');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.sent('POST', '/decks/d1/comments')).toHaveLength(1));
    expect(api.sent('POST', '/decks/d1/comments')[0]!.body).toMatchObject({ body: 'Never mind', mentions: [] });
  });

  it('says what is wrong with an empty or overlong comment instead of sending it', async () => {
    answerList('decks', []);
    renderPage(deckDock(), { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription('Write a comment first');

    const field = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(field).toHaveAccessibleDescription('A comment can be at most 2,000 characters');
    expect(api.sent('POST', '/decks/d1/comments')).toHaveLength(0);
  });

  it('replies under a thread, resolves it (it moves under Show resolved) and reopens it', async () => {
    let resolved = false;
    api.on<CommentList>('GET', '/decks/d1/comments', () => ({
      body: { threads: [aThread({ id: 't1', anchor: 's2', resolved })], members },
    }));
    api.on('POST', '/decks/d1/comments', { status: 201, body: { thread: aThread({ id: 't1', anchor: 's2' }) } });
    api.on('PATCH', '/decks/d1/comments/t1', ({ body }) => {
      resolved = (body as { resolved: boolean }).resolved;
      return { body: { thread: aThread({ id: 't1', anchor: 's2', resolved }) } };
    });
    renderPage(deckDock(), { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Comments (1 open)' }));
    const thread = await screen.findByRole('article', { name: 'Comment by Kofi Mensah' });

    await userEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    await userEvent.type(within(thread).getByRole('textbox', { name: 'Reply' }), 'Yes, as of March.');
    await userEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(api.sent('POST', '/decks/d1/comments')[0]?.body).toEqual({
        threadId: 't1',
        body: 'Yes, as of March.',
        mentions: [],
      }),
    );

    await userEvent.click(await within(thread).findByRole('button', { name: 'Resolve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show resolved (1 thread)' }));
    expect(screen.getByRole('button', { name: 'Comments' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('button', { name: 'Comments (1 open)' })).toBeInTheDocument();
    expect(api.sent('PATCH', '/decks/d1/comments/t1').map((call) => call.body)).toEqual([
      { resolved: true },
      { resolved: false },
    ]);
  });

  it("opens on the slide a mention's link names, and has the editor show it", async () => {
    answerList('decks', [aThread({ id: 't1', anchor: 's3' })]);
    const onPart = jest.fn();
    renderPage(<CommentsDock kind="deck" documentId="d1" parts={slides} current="s3" onPart={onPart} />, {
      user: me,
      path: '/pitch-deck-editor',
      at: '/pitch-deck-editor?deck=d1&slide=s3',
    });
    expect(await screen.findByRole('region', { name: 'Comments on slide 3: Team' })).toBeInTheDocument();
    expect(onPart).toHaveBeenCalledWith('s3');
  });
});

describe('the Comments panel of the resume editor', () => {
  it('lets the reader choose a section, each named with its open threads, and comments on the one chosen', async () => {
    const sections = [
      { id: 'summary', title: 'Summary' },
      { id: 'experience', title: 'Experience' },
    ];
    answerList('resumes', [aThread({ id: 't1', anchor: 'experience' })]);
    api.on('POST', '/resumes/d1/comments', {
      status: 201,
      body: { thread: aThread({ id: 't2', anchor: 'experience' }) },
    });
    renderPage(<CommentsDock kind="resume" documentId="d1" parts={sections} />, {
      user: me,
      path: '/resume-builder-editor',
      at: '/resume-builder-editor?resume=d1&section=experience',
    });
    const panel = await screen.findByRole('region', { name: 'Comments on Experience' });
    const choice = within(panel).getByRole('combobox', { name: 'Section' });
    await within(choice).findByRole('option', { name: 'Experience (1 open)' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Summary', 'Experience (1 open)']);
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Comment' }), 'Shorter, please');
    await userEvent.click(within(panel).getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(api.sent('POST', '/resumes/d1/comments')[0]?.body).toMatchObject({ anchor: 'experience' }),
    );
  });
});

describe("a slide thumbnail's counter", () => {
  it('shows how many threads on that slide are open, and nothing for a slide whose threads are all resolved', async () => {
    answerList('decks', [
      aThread({ id: 't1', anchor: 's1' }),
      aThread({ id: 't2', anchor: 's1' }),
      aThread({ id: 't3', anchor: 's2', resolved: true }),
    ]);
    renderPage(
      <ul>
        {slides.map((slide) => (
          <li key={slide.id} aria-label={slide.title}>
            <OpenThreadCount kind="deck" documentId="d1" part={slide.id} />
          </li>
        ))}
      </ul>,
      { user: me },
    );
    expect(await screen.findByRole('img', { name: '2 open comment threads' })).toHaveTextContent('2');
    expect(within(screen.getByRole('listitem', { name: 'Traction' })).queryByRole('img')).toBeNull();
    expect(api.sent('GET', '/decks/d1/comments')).toHaveLength(1);
  });
});
