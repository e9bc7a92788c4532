import type { SaidMessage } from '@kuza/i18n';
import type { Model } from 'mongoose';
import { applyListChanges, type ListChanges } from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';

/** A list of the document saved as its changes (a deck's slides, a resume's sections). */
export interface ListUpdate {
  field: string;
  /** The list as the caller read it, at the version the client named. */
  current: ReadonlyArray<{ id: string }>;
  changes: ListChanges<{ id: string }> | undefined;
}

/**
 * Saves the fields a deck or resume editor sent, only on top of the version it last read
 * (optimistic concurrency): the version goes up by one, and a save based on an older version is
 * refused with 409 and the document's conflict message, so no one overwrites a newer save unseen.
 * A list sent as its changes is written as `$set` of just the changed items when its order is the
 * same (a one-word edit rewrites one slide, not the deck), else as the whole list of the kept and
 * sent items. The caller has checked that the document exists and may be edited, and read it.
 */
export async function versionedUpdate<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the deck or the resume model
  model: Model<any>,
  id: string,
  input: { version: number } & Record<string, unknown>,
  conflictMessage: SaidMessage | string,
  lists: ListUpdate[] = [],
): Promise<T> {
  const { version, ...changes } = input;
  const set: Record<string, unknown> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  for (const { field, current, changes: list } of lists) {
    if (!list) continue;
    const applied = applyListChanges(current, list);
    // An id neither sent nor stored: the list changed since it was read (the version check below agrees).
    if ('missing' in applied) throw new HttpError(409, conflictMessage);
    const sameOrder =
      applied.items.length === current.length && applied.items.every((item, index) => item.id === current[index]!.id);
    if (sameOrder) {
      for (const item of list.put) set[`${field}.${current.findIndex((old) => old.id === item.id)}`] = item;
    } else {
      set[field] = applied.items;
    }
  }
  const updated = await model
    .findOneAndUpdate({ _id: id, version }, { $set: set, $inc: { version: 1 } }, { returnDocument: 'after' })
    .lean<T>();
  if (!updated) throw new HttpError(409, conflictMessage);
  return updated;
}
