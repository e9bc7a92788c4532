import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECK_MESSAGES, type SharedDeck, type ShareInfo } from '@kuza/contracts';
import { keepServerDrawn } from '@kuza/app';
import { api, renderPage, screenWidth } from '@kuza/testing';
import SharedDeckPage from '../../../pages/shared-deck-page';
import { DeckShareDialog } from '../deck-share-dialog';

jest.setTimeout(20_000);

const shared: SharedDeck = {
  name: 'SokoFresh',
  language: 'en',
  theme: { id: 'midnight' },
  updatedAt: '2026-11-01T10:00:00.000Z',
  slides: [
    {
      id: 'a',
      type: 'title',
      title: 'SokoFresh',
      content: 'Cold chain for smallholders',
      bullets: [],
      notes: 'secret',
    },
    {
      id: 'b',
      type: 'table',
      title: 'Unit economics',
      content: '',
      bullets: [],
      notes: '',
      table: {
        rows: [
          ['CAC', 'LTV'],
          ['$1.50', '$22'],
        ],
      },
    },
  ],
};

describe('the shared deck page', () => {
  beforeEach(() => screenWidth(1280));
  afterEach(() => jest.restoreAllMocks());

  it('shows the deck as a read-only slideshow without sending the session cookie', async () => {
    api.answerAll((call) =>
      call.path === '/share/deck/tok_123456789' ? { status: 200, body: shared } : { status: 404 },
    );
    renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/tok_123456789' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(api.calls[0].credentials).toBe('omit');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'LTV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('reads as text on a phone: title, lead, bullets and a table that scrolls, with a toggle to the slides', async () => {
    screenWidth(390);
    const wide = ['Player', 'Price', 'Reach', 'Cold chain', 'Payment', 'Data', 'Support', 'Rating'];
    const deck: SharedDeck = {
      ...shared,
      slides: [
        { ...shared.slides[0], bullets: ['Raising USD 500k', '₦ 25,000 a month'] },
        { ...shared.slides[1], table: { rows: [wide, wide.map((w) => `${w} value`)] } },
      ],
    };
    api.answerAll((call) =>
      call.path === '/share/deck/tok_123456789' ? { status: 200, body: deck } : { status: 404 },
    );
    const user = userEvent.setup();
    renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/tok_123456789' });
    const list = await screen.findByRole('list', { name: 'Slides as text' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('heading', { level: 2, name: 'SokoFresh' })).toBeInTheDocument();
    expect(within(first).getByText('Cold chain for smallholders')).toBeInTheDocument();
    expect(within(first).getByText('₦ 25,000 a month')).toBeInTheDocument();
    expect(getComputedStyle(first).fontSize).toBe('16px');
    const table = within(second).getByRole('region', { name: 'Unit economics table' });
    expect(getComputedStyle(table).overflowX).toBe('auto');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Slides' }));
    expect(screen.queryByRole('list', { name: 'Slides as text' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text' }));
    expect(screen.getByRole('list', { name: 'Slides as text' })).toBeInTheDocument();
  });

  it('asks for the stored pictures of the text view in a width made for the screen, not the original', async () => {
    screenWidth(390);
    const photo = 'http://localhost:4000/media/AbCdEfGhIjKlMnOpQrStUv';
    const portrait = 'http://localhost:4000/media/ZyXwVuTsRqPoNmLkJiHgFe';
    const deck: SharedDeck = {
      ...shared,
      slides: [
        { ...shared.slides[0], type: 'image', media: { src: photo, alt: 'Cold room at Wakulima' } },
        {
          id: 'c',
          type: 'team',
          title: 'Team',
          content: '',
          bullets: [],
          notes: '',
          team: [{ name: 'Amara Okafor', role: 'CEO', imageUrl: portrait }],
        },
      ],
    };
    api.answerAll((call) =>
      call.path === '/share/deck/tok_123456789' ? { status: 200, body: deck } : { status: 404 },
    );
    renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/tok_123456789' });
    const picture = await screen.findByRole('img', { name: 'Cold room at Wakulima' });
    expect(picture).toHaveAttribute('srcset', `${photo}?w=480 480w, ${photo}?w=960 960w, ${photo}?w=1920 1920w`);
    expect(picture).toHaveAttribute('sizes', 'auto, 100vw');
    expect(picture).toHaveAttribute('loading', 'lazy');
    const face = screen.getByRole('img', { name: 'Amara Okafor' });
    expect(face).toHaveAttribute('srcset', expect.stringContaining(`${portrait}?w=480 480w`));
    expect(face).toHaveAttribute('sizes', '56px');
  });

  it('starts from the deck the share page was drawn with on the server, asking the API only on a later visit', async () => {
    screenWidth(390);
    const root = document.createElement('div');
    root.innerHTML = `<div data-server-drawn="/share/deck/tok_123456789"><h1>SokoFresh</h1><script type="application/json">${JSON.stringify(
      { ...shared, name: 'SokoFresh as drawn' },
    )}</script></div>`;
    keepServerDrawn(root);
    api.answerAll((call) =>
      call.path === '/share/deck/tok_123456789' ? { status: 200, body: shared } : { status: 404 },
    );
    const first = renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/tok_123456789' });
    expect(screen.getByRole('heading', { level: 1, name: 'SokoFresh as drawn' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Slides as text' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    first.unmount();

    renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/tok_123456789' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/share/deck/tok_123456789']);
  });

  it('says the link is no longer shared when it was revoked or never existed', async () => {
    api.answerAll(() => ({ status: 404, body: { error: DECK_MESSAGES.shareNotFound.defaultMessage } }));
    renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/gone_123456789' });
    expect(
      await screen.findByRole('heading', { level: 1, name: DECK_MESSAGES.shareNotFound.defaultMessage }),
    ).toBeInTheDocument();
  });
});

describe('the share dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('creates a view-only link, copies it, shows the views and revokes it', async () => {
    let share: ShareInfo = { active: false, views: 0 };
    api.answerAll((call) => {
      if (call.method === 'POST') share = { active: true, path: '/share/deck/tok_123456789', views: 3 };
      if (call.method === 'DELETE') share = { active: false, views: 3 };
      return { status: 200, body: share };
    });
    api.on('GET', '/decks/d1/links', { body: { items: [] } });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<DeckShareDialog deckId="d1" onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Link for anyone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share deck' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByLabelText('Share link');
    expect(link).toHaveValue('http://localhost/share/deck/tok_123456789');
    expect(within(dialog).getByText('Viewed 3 times')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/share/deck/tok_123456789');
    expect(within(dialog).getByText('Link copied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('Link revoked: it no longer opens the deck.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(api.sent('DELETE', '/decks/d1/share')).toHaveLength(1);
  });
});
