import type { Model } from 'mongoose';
import { HttpError } from '../../lib/http-error';

/**
 * Saves the fields a deck or resume editor sent, only on top of the version it last read
 * (optimistic concurrency): the version goes up by one, and a save based on an older version is
 * refused with 409 and the document's conflict message, so no one overwrites a newer save unseen.
 * The caller has checked that the document exists and may be edited.
 */
export async function versionedUpdate<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the deck or the resume model
  model: Model<any>,
  id: string,
  input: { version: number },
  conflictMessage: string,
): Promise<T> {
  const { version, ...changes } = input;
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const updated = await model
    .findOneAndUpdate({ _id: id, version }, { $set: set, $inc: { version: 1 } }, { returnDocument: 'after' })
    .lean<T>();
  if (!updated) throw new HttpError(409, conflictMessage);
  return updated;
}
