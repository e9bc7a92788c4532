import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFactSheet } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { aDeck, api, aSummary, renderPage } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import DeckEditorPage from '../deck-editor-page';
import DeckListPage from '../deck-list-page';
import DeckOutlinePage from '../deck-outline-page';

jest.setTimeout(60_000);

const deck = aDeck({
  id: 'd1',
  outline: [{ id: 's1', title: 'SokoFresh', description: '' }],
  slides: [{ id: 'a', type: 'content', title: 'SokoFresh', content: '', bullets: ['KES 4.2M'], notes: '' }],
  facts: {
    ...emptyFactSheet(),
    useOfFunds: [
      { label: 'marketing', percent: 60, source: 'pasted' },
      { label: 'hiring', percent: 30.5, source: 'pasted' },
    ],
  },
});

beforeEach(() =>
  api.answerAll((call) => {
    if (call.path === '/decks') return { status: 200, body: { items: [aSummary({ id: 'd1' })], canDelete: true } };
    if (call.path === '/decks/d1') return { status: 200, body: deck };
    return { status: 404, body: { error: 'Not found' } };
  }),
);
beforeAll(() => registerSharedCatalogs());
afterAll(() => i18n.setLocale('en'));

describe('the decks screens in French and Portuguese', () => {
  it('says the deck list and the creation dialog in French', async () => {
    await i18n.setLocale('fr');
    renderPage(<DeckListPage />, { path: '/pitch-decks', at: '/pitch-decks' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer un pitch deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un pitch deck' });
    expect(within(dialog).getByLabelText('Comment voulez-vous commencer ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Commencer avec l’IA/ }));
    // The sectors are named in the page's language; the choice saved stays the contracts' value.
    const industry = await within(dialog).findByRole('combobox', { name: /Secteur/ });
    expect(within(industry).getByRole('option', { name: 'Immobilier' })).toHaveValue('Real Estate');
  });

  it('says the outline in Portuguese, its shares written the Portuguese way', async () => {
    await i18n.setLocale('pt');
    renderPage(<DeckOutlinePage />, { path: '/pitch-deck-outline', at: '/pitch-deck-outline?deck=d1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estrutura do pitch deck' })).toBeInTheDocument();
    const funds = await screen.findByRole('region', { name: 'Utilização dos fundos' });
    expect(within(funds).getByText('30,5% hiring')).toBeInTheDocument();
    expect(within(funds).getByRole('alert')).toHaveTextContent('O total é 90,5%, não 100%');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('says the editor’s chrome in French and leaves the slides as the founder wrote them', async () => {
    await i18n.setLocale('fr');
    renderPage(<DeckEditorPage />, { path: '/pitch-deck-editor', at: '/pitch-deck-editor?deck=d1' });
    expect(await screen.findByRole('button', { name: 'Slide 1 : SokoFresh' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Outils de la slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un graphique' })).toBeInTheDocument();
    expect(screen.getAllByText('KES 4.2M').length).toBeGreaterThan(0);
  });
});
