import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedDeck } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { renderPage } from '@kuza/testing';
import { registerSharedCatalogs } from '@kuza/ui';
import '../../../i18n';
import { SharedDeckReader } from '../shared-deck-reader';

const deck: SharedDeck = {
  name: 'SokoFresh',
  language: 'en',
  theme: { id: 'savanna' },
  updatedAt: '2026-11-01T10:00:00.000Z',
  slides: ['Problème', 'Solution', 'Marché'].map((title, i) => ({
    id: `s${i}`,
    type: 'content',
    title,
    content: '',
    bullets: [],
    notes: '',
  })),
};

afterAll(() => i18n.setLocale('en'));

it('reports the slide read in the text view on a French page, where the list has its French name', async () => {
  await registerSharedCatalogs();
  await i18n.setLocale('fr');
  const onSlide = jest.fn();
  renderPage(<SharedDeckReader deck={deck} onSlide={onSlide} />);
  await userEvent.click(screen.getByRole('button', { name: 'Texte' }));
  const items = within(screen.getByRole('list', { name: 'Diapositives en texte' })).getAllByRole('listitem');
  // The second slide has reached the top third of the window; the third is below it.
  items.forEach((item, index) =>
    jest.spyOn(item, 'getBoundingClientRect').mockReturnValue({ top: index * 200 - 100 } as DOMRect),
  );
  fireEvent.scroll(window);
  expect(onSlide).toHaveBeenLastCalledWith(1);
});
