import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'decks',
  dir: __dirname,
  title: 'Kuza — Pitch Decks',
  exposes: {
    './DeckListPage': './src/pages/deck-list-page.tsx',
    './DeckOutlinePage': './src/pages/deck-outline-page.tsx',
    './DeckGeneratingPage': './src/pages/deck-generating-page.tsx',
    './DeckEditorPage': './src/pages/deck-editor-page.tsx',
    './SharedDeckPage': './src/pages/shared-deck-page.tsx',
  },
});
