import type { SharedDeck } from '@kuza/contracts';
import { LinkDocumentView } from '@kuza/app';
import { SharedDeckReader } from './shared-deck-reader';

/** A deck behind a named link: its gate first, then the deck, with the viewer's time per slide reported. */
export function LinkDeckView({ token }: { token: string }) {
  return (
    <LinkDocumentView<SharedDeck> address={{ kind: 'deck', token }} nameOf={(deck) => deck.name}>
      {({ document, download, onPart, watermark }) => (
        <SharedDeckReader deck={document} extra={download} onSlide={onPart} watermark={watermark} />
      )}
    </LinkDocumentView>
  );
}
