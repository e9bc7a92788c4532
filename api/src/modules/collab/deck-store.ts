import type { LiveStore } from '../documents/live-store';
import type { RoomStore } from './server';

/**
 * A deck's room store: its slides and name (the decks module's live store) and, beside them, its
 * outline (the decks module's live outline store, the same documents store on the deck's `outline`).
 */
export function deckRoomStore(slides: LiveStore, outline: LiveStore): RoomStore {
  return {
    async load(id) {
      const [deck, plan] = await Promise.all([slides.load(id), outline.load(id)]);
      if (!deck || !plan) return null;
      // Read apart, the two may straddle a save: the older version has the room read the deck again.
      return {
        content: { ...deck.content, outline: plan.content.items },
        version: Math.min(deck.version, plan.version),
      };
    },
    async save(id, content) {
      const { outline: sections, ...rest } = content;
      if (!sections) return slides.save(id, rest);
      const first = await outline.save(id, { name: content.name, items: sections });
      if (first === null) return null;
      const second = await slides.save(id, rest);
      if (second === null) return null;
      // A save made between the two writes: answer the earlier version, so the room catches up with it.
      return second === first + 1 ? second : first;
    },
    version: (id) => slides.version(id),
  };
}
