import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slide, UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, renderPage } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

jest.setTimeout(20_000);

const team: Slide = {
  id: 't',
  type: 'team',
  title: 'Team',
  content: '',
  bullets: [],
  notes: '',
  team: [{ name: 'Wanjiru Kamau', role: 'CEO', bio: 'Ran cold chain at a dairy' }],
};
const deck = aDeck({ id: 'd1', slides: [...someSlides(), team], version: 7 });

function open() {
  api.answerAll((call) =>
    call.method === 'PUT'
      ? {
          status: 200,
          body: deckAfterSave(
            { ...deck, version: (call.body as UpdateDeckInput).version },
            call.body as UpdateDeckInput,
          )!,
        }
      : call.method === 'POST' && call.path === '/media'
        ? {
            status: 201,
            body: {
              id: 'BBBBBBBBBBBBBBBBBBBBBB',
              url: STORED_PHOTO,
              contentType: 'image/png',
              width: 8,
              height: 8,
              bytes: 4,
            },
          }
        : { status: 404, body: { error: 'Not found' } },
  );
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
}

const canvas = () => screen.getByRole('region', { name: /^Slide \d+ of \d+$/ });
interface DeckPut {
  theme?: { id: string };
  slides?: Slide[];
  slideChanges?: { order: string[]; put: Slide[] };
}
const lastPut = () => api.sent('PUT', '/decks/d1').at(-1)?.body as DeckPut;
const STORED_PHOTO = 'http://localhost:4000/media/BBBBBBBBBBBBBBBBBBBBBB';

describe('the deck theme in the editor', () => {
  it('redraws every slide in the theme picked, keeps their content and autosaves the theme', async () => {
    open();
    const user = userEvent.setup();
    expect(canvas().querySelector('[data-theme]')).toHaveAttribute('data-theme', 'savanna');
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    const dialog = screen.getByRole('dialog', { name: 'Deck theme' });
    // Each thumbnail is the deck's own first slide drawn in that theme.
    const midnight = within(dialog).getByRole('radio', { name: /^Midnight/ });
    const thumbnail = midnight.closest('label')!.querySelector('[data-theme="midnight"]')!;
    expect(thumbnail).toHaveTextContent('SokoFresh');
    await user.click(midnight);
    expect(canvas().querySelector('[data-theme]')).toHaveAttribute('data-theme', 'midnight');
    expect(within(canvas()).getByRole('heading', { name: 'SokoFresh' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const thumbs = within(screen.getByRole('navigation', { name: 'Slides' }));
    expect(thumbs.getAllByRole('button', { name: /^Slide \d+:/ })).toHaveLength(4);
    await waitFor(() => expect(lastPut()?.theme).toEqual({ id: 'midnight' }));
    // A theme change sends the theme alone: no slide is resent, none is lost.
    expect(lastPut().slides).toBeUndefined();
    expect(lastPut().slideChanges).toBeUndefined();
    expect(thumbs.getAllByRole('button', { name: /^Slide \d+:/ }).map((b) => b.textContent)).toEqual([
      expect.stringContaining('SokoFresh'),
      expect.stringContaining('Problem'),
      expect.stringContaining('Solution'),
      expect.stringContaining('Team'),
    ]);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });
});

describe('team cards in the editor', () => {
  it('edits a card, adds one with a photo and saves them with the deck', async () => {
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Slide 4: Team' }));
    await user.click(within(canvas()).getByRole('button', { name: /^Edit team/ }));
    const dialog = screen.getByRole('dialog', { name: 'Team cards' });
    const first = within(dialog).getByRole('group', { name: 'Member 1' });
    expect(within(first).getByLabelText('Name')).toHaveValue('Wanjiru Kamau');
    await user.clear(within(first).getByLabelText('Role'));
    await user.type(within(first).getByLabelText('Role'), 'CEO & co-founder');

    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    const second = within(dialog).getByRole('group', { name: 'Member 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Team' }));
    expect(within(second).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name for this card');
    await user.type(within(second).getByLabelText('Name'), 'Kwame Mensah');
    await user.type(within(second).getByLabelText('Role'), 'CTO');
    await user.type(within(second).getByLabelText('Bio'), 'Built payments at a fintech in Accra');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(second).getByLabelText('Photo'), big);
    expect(within(second).getByRole('alert')).toHaveTextContent('Team photos must be at most 1 MB');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'kwame.png', { type: 'image/png' });
    await user.upload(within(second).getByLabelText('Photo'), photo);
    expect(await within(second).findByRole('img', { name: 'Photo of Kwame Mensah' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Team' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(canvas()).getByText('Kwame Mensah')).toBeInTheDocument();
    expect(within(canvas()).getByText('CEO & co-founder')).toBeInTheDocument();
    // Only the Team slide is sent, with the photo as its media-store URL.
    await waitFor(() => expect(lastPut()?.slideChanges?.put[0]?.team).toHaveLength(2));
    expect(lastPut().slideChanges?.put.map((s) => s.id)).toEqual(['t']);
    expect(lastPut().slideChanges?.put[0]?.team).toEqual([
      { name: 'Wanjiru Kamau', role: 'CEO & co-founder', bio: 'Ran cold chain at a dairy' },
      {
        name: 'Kwame Mensah',
        role: 'CTO',
        bio: 'Built payments at a fintech in Accra',
        imageUrl: STORED_PHOTO,
      },
    ]);
  });
});
