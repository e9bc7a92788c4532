import type { Model } from 'mongoose';

/** A document's parts as live editing sees them: its name and its slides or sections. */
export interface LiveContent {
  name: string;
  items: Array<Record<string, unknown> & { id: string }>;
}

/** How live editing reads and writes a deck or a resume (the collab module's rooms), without its model. */
export interface LiveStore {
  load(id: string): Promise<{ content: LiveContent; version: number } | null>;
  /** Writes the room's content and answers the version it now has (null when the document is gone). */
  save(id: string, content: LiveContent): Promise<number | null>;
  /** The saved version alone, to notice a save made outside the room. */
  version(id: string): Promise<number | null>;
}

/** A deck's slides or outline, or a resume's sections, read and written as a room sees them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the deck or the resume model
export function liveStore(model: Model<any>, list: 'slides' | 'outline' | 'sections'): LiveStore {
  const projection = { name: 1, [list]: 1, version: 1 };
  return {
    async load(id) {
      const row = await model
        .findById(id, projection)
        .lean<{ name?: string; version?: number } & Record<string, unknown>>();
      if (!row) return null;
      const items = (row[list] as LiveContent['items'] | undefined) ?? [];
      return { content: { name: row.name ?? '', items }, version: row.version ?? 0 };
    },
    async save(id, content) {
      const set: Record<string, unknown> = { [list]: content.items };
      // A name cleared in the room is not saved: every document keeps one.
      if (content.name.trim()) set.name = content.name;
      const row = await model
        .findOneAndUpdate(
          { _id: id },
          { $set: set, $inc: { version: 1 } },
          { returnDocument: 'after', projection: { version: 1 }, runValidators: true },
        )
        .lean<{ version: number }>();
      return row?.version ?? null;
    },
    async version(id) {
      const row = await model.findById(id, { version: 1 }).lean<{ version: number }>();
      return row?.version ?? null;
    },
  };
}
