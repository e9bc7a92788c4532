import type { FactSheet } from '@kuza/contracts';
import { reconcileFacts } from '../ai/text/fact-sheet';
import type { DeckModel } from './model';

/** How live editing reads and writes a deck's facts (the collab module's rooms), without its model. */
export interface LiveFactsStore {
  load(id: string): Promise<{ facts: FactSheet | undefined; version: number } | null>;
  /**
   * Writes the room's facts, each price, amount and count read again from the words that changed
   * (`reconcileFacts`, as the REST save does), and answers what was saved with its version (null
   * when the deck is gone).
   */
  save(id: string, facts: FactSheet): Promise<{ facts: FactSheet; version: number } | null>;
}

/** A save between this store's read and its write is read again, this many times at most. */
const ATTEMPTS = 3;

/** A deck's facts as its live room loads and saves them. */
export function liveFactsStore(model: DeckModel): LiveFactsStore {
  const read = (id: string) =>
    model.findById(id, { facts: 1, version: 1 }).lean<{ facts?: FactSheet; version?: number }>();
  return {
    async load(id) {
      const row = await read(id);
      return row ? { facts: row.facts, version: row.version ?? 0 } : null;
    },
    async save(id, facts) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const row = await read(id);
        if (!row) return null;
        const sheet = reconcileFacts(row.facts, facts);
        // Written only over the facts it was read against: a REST save in between is read again.
        const written = await model
          .findOneAndUpdate(
            { _id: id, version: row.version ?? 0 },
            { $set: { facts: sheet }, $inc: { version: 1 } },
            { returnDocument: 'after', projection: { version: 1 } },
          )
          .lean<{ version: number }>();
        if (written) return { facts: sheet, version: written.version };
      }
      return null;
    },
  };
}
