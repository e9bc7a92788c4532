import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDeck, api, aSummary, renderPage, type ApiCall } from '@kuza/testing';
import DeckListPage from '../../pages/deck-list-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const draft = aSummary({ id: 'd1', name: 'SokoFresh', updatedAt: minutesAgo(8) });
const complete = aSummary({
  id: 'd2',
  name: 'PayGo Solar',
  status: 'Complete',
  slideCount: 12,
  updatedAt: minutesAgo(120),
});

function serve(
  decks = [draft, complete],
  extra?: (call: ApiCall) => { status: number; body?: unknown } | undefined,
  canDelete = true,
) {
  api.answerAll(
    (call) =>
      extra?.(call) ??
      (call.path === '/decks'
        ? { status: 200, body: { items: decks, canDelete } }
        : { status: 404, body: { error: 'Deck not found' } }),
  );
}

const show = () => renderPage(<DeckListPage />, { path: '/pitch-decks' });

describe('the pitch decks list', () => {
  it('opens the creation dialog at once for ?create=1, and forgets it on closing', async () => {
    serve();
    renderPage(<DeckListPage />, { path: '/pitch-decks', at: '/pitch-decks?create=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Pitch Deck' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('lists each deck with its name, when it was last edited and a Draft or Complete badge', async () => {
    serve();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch Decks' })).toBeInTheDocument();
    expect(screen.getByText('View, create, and manage all your pitch decks in one place.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your pitch decks' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Last edited 8 mins ago')).toBeInTheDocument();
    expect(within(first!).getByText('Draft')).toBeInTheDocument();
    expect(within(second!).getByText('Last edited 2 hours ago')).toBeInTheDocument();
    expect(within(second!).getByText('Complete')).toBeInTheDocument();
  });

  it('opens a deck with slides in the editor and a deck without slides at its outline', async () => {
    serve();
    show();
    expect(await screen.findByRole('link', { name: 'SokoFresh' })).toHaveAttribute(
      'href',
      '/pitch-deck-outline?deck=d1',
    );
    expect(screen.getByRole('link', { name: 'PayGo Solar' })).toHaveAttribute('href', '/pitch-deck-editor?deck=d2');
  });

  it('invites a founder with no decks to create the first one', async () => {
    serve([]);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Create your first pitch deck' }));
    expect(screen.getByRole('dialog', { name: 'Create New Pitch Deck' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and loads it again on Retry', async () => {
    let fail = true;
    api.answerAll(() =>
      fail
        ? { status: 500, body: { error: 'Database unavailable' } }
        : { status: 200, body: { items: [draft], canDelete: true } },
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'SokoFresh' })).toBeInTheDocument();
  });

  it('renames a deck with the version it just read', async () => {
    serve([draft], (call) => {
      if (call.method === 'GET' && call.path === '/decks/d1')
        return { status: 200, body: aDeck({ id: 'd1', version: 7 }) };
      if (call.method === 'PUT') return { status: 200, body: aDeck({ id: 'd1', name: 'SokoFresh Kenya', version: 8 }) };
      return undefined;
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename SokoFresh' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename pitch deck' });
    const field = within(dialog).getByLabelText('Deck name');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name cannot be empty')).toBeInTheDocument();
    await userEvent.type(field, 'SokoFresh Kenya');
    await waitFor(() => expect(api.sent('GET', '/decks/d1')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to “SokoFresh Kenya”')).toBeInTheDocument();
    expect(api.sent('PUT', '/decks/d1')[0]!.body).toEqual({ version: 7, name: 'SokoFresh Kenya' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('duplicates a deck and says what the copy is called', async () => {
    serve([draft], (call) =>
      call.method === 'POST' ? { status: 201, body: aDeck({ id: 'd3', name: 'SokoFresh (copy)' }) } : undefined,
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate SokoFresh' }));
    expect(await screen.findByText('Duplicated as “SokoFresh (copy)”')).toBeInTheDocument();
    expect(api.sent('POST', '/decks/d1/duplicate')).toHaveLength(1);
    await waitFor(() => expect(api.sent('GET', '/decks').length).toBeGreaterThan(1));
  });

  it('deletes a deck only after the founder confirms', async () => {
    serve([draft], (call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SokoFresh' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this pitch deck?' });
    expect(dialog).toHaveAccessibleDescription(/“SokoFresh” will be deleted for everyone in your workspace/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE', '/decks/d1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete SokoFresh' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “SokoFresh”')).toBeInTheDocument();
    expect(api.sent('DELETE', '/decks/d1')).toHaveLength(1);
  });

  it('offers a Member no Delete, only what their role may do', async () => {
    serve([draft, complete], undefined, false);
    show();
    expect(await screen.findByRole('button', { name: 'Rename SokoFresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate PayGo Solar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the role changed after the list was loaded", async () => {
    serve([draft], (call) =>
      call.method === 'DELETE'
        ? { status: 403, body: { error: 'Only the workspace Owner or an Admin can delete a deck' } }
        : undefined,
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SokoFresh' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the workspace Owner or an Admin can delete a deck',
    );
  });
});
