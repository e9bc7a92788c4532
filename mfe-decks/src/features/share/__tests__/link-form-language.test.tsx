import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kuza/i18n';
import { api, renderPage } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import { DeckShareDialog } from '../deck-share-dialog';

jest.setTimeout(30_000);

beforeAll(() => registerSharedCatalogs());
afterAll(() => i18n.setLocale('en'));

describe('the investor link form in the page’s language', () => {
  it('says the contract’s rules in French, with their limits, and sends nothing they refuse', async () => {
    api.on('GET', '/decks/d1/links', { body: { items: [] } });
    await i18n.setLocale('fr');
    const user = userEvent.setup();
    renderPage(<DeckShareDialog deckId="d1" onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');

    await user.click(await within(dialog).findByRole('button', { name: 'Nouveau lien investisseur' }));
    const form = within(dialog).getByRole('form', { name: 'Nouveau lien investisseur' });
    await user.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    expect(await within(form).findByText('Le libellé est obligatoire')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Libellé'), 'Savannah Fund');
    await user.type(within(form).getByLabelText('Code d’accès'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    expect(await within(form).findByText('Le code d’accès doit compter au moins 4 caractères')).toBeInTheDocument();
    expect(within(form).queryByText(/Passcode must be/)).not.toBeInTheDocument();
    expect(api.sent('POST', '/decks/d1/links')).toHaveLength(0);
  });
});
