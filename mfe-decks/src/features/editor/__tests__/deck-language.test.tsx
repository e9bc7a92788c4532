import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, renderPage } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

jest.setTimeout(20_000);

// The shared catalogs (the contracts' notes words), as the shell or the standalone host registers them.
beforeAll(() => registerSharedCatalogs());

const deck = aDeck({ id: 'd1', slides: someSlides(), version: 3, language: 'en' });

describe('the deck’s language in the editor', () => {
  it('is chosen beside the theme and autosaved alone, without resending a slide', async () => {
    api.answerAll((call) =>
      call.method === 'PUT'
        ? {
            status: 200,
            body: deckAfterSave(
              { ...deck, version: (call.body as UpdateDeckInput).version },
              call.body as UpdateDeckInput,
            )!,
          }
        : { status: 404, body: { error: 'Not found' } },
    );
    renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    const dialog = screen.getByRole('dialog', { name: 'Deck theme' });
    const language = within(dialog).getByRole('combobox', { name: 'Language of the deck' });
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'Français');

    await waitFor(() => expect(api.sent('PUT', '/decks/d1').at(-1)?.body).toMatchObject({ language: 'fr' }));
    const put = api.sent('PUT', '/decks/d1').at(-1)?.body as UpdateDeckInput;
    expect(put.slideChanges).toBeUndefined();
    expect(put.slides).toBeUndefined();
  });

  it('starts a new slide and a new table in the deck’s language, while the editor keeps the page’s', async () => {
    const french = { ...deck, language: 'fr' as const };
    api.answerAll((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { ...french, version: (call.body as UpdateDeckInput).version + 1 } }
        : { status: 404, body: { error: 'Not found' } },
    );
    renderPage(<DeckEditor deck={french} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(await screen.findByRole('heading', { name: 'Nouvelle diapositive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Table' }));
    const table = screen.getByRole('dialog', { name: 'Add Table' });
    expect(within(table).getByRole('textbox', { name: 'Header, column 1' })).toHaveValue('Indicateur');
    expect(within(table).getByRole('textbox', { name: 'Row 1, column 1' })).toHaveValue('Clients');
  });

  it('refreshes a slide’s speaker notes in the deck’s language', async () => {
    const slides = someSlides();
    const french = {
      ...deck,
      language: 'fr' as const,
      slides: [{ ...slides[0]!, notes: 'Old notes.' }, ...slides.slice(1)],
    };
    api.answerAll((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { ...french, version: (call.body as UpdateDeckInput).version + 1 } }
        : { status: 404, body: { error: 'Not found' } },
    );
    renderPage(<DeckEditor deck={french} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Edit title/ }));
    const dialog = screen.getByRole('dialog', { name: 'Text Editor' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Récoltes fraîches');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Refresh notes' }));
    const notes = screen.getByRole('textbox', { name: 'Speaker notes' });
    await waitFor(() =>
      expect(notes).toHaveValue('Fresh produce, delivered. Puis invitez les questions sur cette diapositive.'),
    );
  });
});
