import type { Model, Types } from 'mongoose';

/** One deck or resume as the Recents list shows it. */
export interface RecentRow {
  _id: Types.ObjectId;
  name?: string;
  status?: 'Draft' | 'Complete';
  updatedAt: Date;
  /** Slides of a deck; 0 for a resume. */
  slideCount: number;
}

/**
 * Where a page of Recents starts, in the list's order (newest first, then the higher id): rows
 * older than `at`, and of the rows of that same instant all of them, none, or those below an id.
 */
export interface RecentAfter {
  at: Date;
  sameInstant: 'all' | 'none' | { idBelow: Types.ObjectId };
}

/** A workspace's decks or resumes for Recents: newest first, at most `limit`, after a point. */
export async function recentRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the deck or the resume model
  model: Model<any>,
  workspaceId: Types.ObjectId,
  { limit, after }: { limit: number; after?: RecentAfter },
): Promise<RecentRow[]> {
  const sameInstant =
    after?.sameInstant === 'all'
      ? [{ updatedAt: after.at }]
      : after && after.sameInstant !== 'none'
        ? [{ updatedAt: after.at, _id: { $lt: after.sameInstant.idBelow } }]
        : [];
  const page = after ? { $or: [{ updatedAt: { $lt: after.at } }, ...sameInstant] } : {};
  return model.aggregate<RecentRow>([
    { $match: { workspaceId, ...page } },
    { $sort: { updatedAt: -1, _id: -1 } },
    { $limit: limit },
    { $project: { name: 1, status: 1, updatedAt: 1, slideCount: { $size: { $ifNull: ['$slides', []] } } } },
  ]);
}
