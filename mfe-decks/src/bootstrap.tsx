import { mountStandalone } from '@kuza/ui';
import DeckListPage from './pages/deck-list-page';
import DeckOutlinePage from './pages/deck-outline-page';
import DeckGeneratingPage from './pages/deck-generating-page';
import DeckEditorPage from './pages/deck-editor-page';
import SharedDeckPage from './pages/shared-deck-page';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: 'decks',
  pages: {
    './DeckListPage': DeckListPage,
    './DeckOutlinePage': DeckOutlinePage,
    './DeckGeneratingPage': DeckGeneratingPage,
    './DeckEditorPage': DeckEditorPage,
    './SharedDeckPage': SharedDeckPage,
  },
});
