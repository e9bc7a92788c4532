import type { LiveFactsStore } from '../decks/live-facts';
import type { LiveStore } from '../documents/live-store';
import type { RoomStore } from './server';

/**
 * A deck's room store: its slides and name (the decks module's live store) and, beside them, its
 * outline (the decks module's live outline store, the same documents store on the deck's `outline`)
 * and its facts (the decks module's live facts store, which reads prices and amounts again as the
 * REST save does).
 */
export function deckRoomStore(slides: LiveStore, outline: LiveStore, facts: LiveFactsStore): RoomStore {
  return {
    async load(id) {
      const [deck, plan, sheet] = await Promise.all([slides.load(id), outline.load(id), facts.load(id)]);
      if (!deck || !plan || !sheet) return null;
      // Read apart, the three may straddle a save: the oldest version has the room read the deck again.
      return {
        content: { ...deck.content, outline: plan.content.items, ...(sheet.facts ? { facts: sheet.facts } : {}) },
        version: Math.min(deck.version, plan.version, sheet.version),
      };
    },
    async save(id, content) {
      const { outline: sections, facts: sheet, ...rest } = content;
      const versions: number[] = [];
      if (sections) versions.push((await outline.save(id, { name: content.name, items: sections })) ?? NaN);
      if (sheet) {
        const saved = await facts.save(id, sheet);
        // Facts read again (a price from edited words) differ from the room's: answering the version
        // before this write has the room catch up with them, as with a save made in between.
        versions.push(
          saved === null ? NaN : saved.version - (JSON.stringify(saved.facts) === JSON.stringify(sheet) ? 0 : 1),
        );
      }
      versions.push((await slides.save(id, rest)) ?? NaN);
      if (versions.some(Number.isNaN)) return null;
      // A save made between the writes: answer the earliest version, so the room catches up with it.
      return versions.every((version, at) => version === versions[0]! + at) ? versions.at(-1)! : versions[0]!;
    },
    version: (id) => slides.version(id),
  };
}
