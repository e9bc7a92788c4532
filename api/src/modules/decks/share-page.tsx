/** @jsxRuntime automatic */
// (The API runs this with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import type { SharedDeck } from '@kuza/contracts';
import { SharedDeckFrame, SlidesAsText } from '@kuza/ui/shared-deck';

/** The shared deck's page as the decks remote draws it on a phone: its name and every slide as text. */
export function SharedDeckPage({ deck }: { deck: SharedDeck }) {
  return (
    <SharedDeckFrame name={deck.name}>
      <SlidesAsText slides={deck.slides} theme={deck.theme} language={deck.language} />
    </SharedDeckFrame>
  );
}
