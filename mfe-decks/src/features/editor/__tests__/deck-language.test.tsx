import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, renderPage } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

jest.setTimeout(20_000);

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
});
