import { defineMessages, type SaidMessage } from '@kuza/i18n';
import { array, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { rule } from './validation';

/**
 * A small save of a list whose items have ids (a deck's slides and outline, a resume's sections):
 * the ids in their new order, and only the items that are new or changed. The rest are kept as
 * the server has them, so fixing one word sends one slide, not the deck with its pictures.
 */
export interface ListChanges<T extends { id: string }> {
  order: string[];
  put: T[];
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What changed from `before` to `after`; null when nothing did. */
export function listChanges<T extends { id: string }>(
  before: readonly T[],
  after: readonly T[],
): ListChanges<T> | null {
  const old = new Map(before.map((item) => [item.id, item]));
  const put = after.filter((item) => !same(old.get(item.id), item));
  const order = after.map((item) => item.id);
  const reordered = order.length !== before.length || order.some((id, index) => before[index]!.id !== id);
  return put.length || reordered ? { order, put } : null;
}

/**
 * The list after the changes, or the first id of `order` that is neither sent nor in `current`
 * (the list changed since the client read it).
 */
export function applyListChanges<T extends { id: string }>(
  current: readonly T[],
  changes: ListChanges<T>,
): { items: T[] } | { missing: string } {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of changes.put) byId.set(item.id, item);
  const items: T[] = [];
  for (const id of changes.order) {
    const item = byId.get(id);
    if (!item) return { missing: id };
    items.push(item);
  }
  return { items };
}

/**
 * Three-way merge of a list after a conflict: `fresh` is the server's list now, `base` the one
 * this editor last saved, `mine` the editor's. My changes win item by item (edited, added and
 * deleted items, and my order); items others added since `base` stay, after the item they
 * followed; items others changed and I did not keep their version.
 */
export function mergeLists<T extends { id: string }>(fresh: readonly T[], base: readonly T[], mine: readonly T[]): T[] {
  const baseById = new Map(base.map((item) => [item.id, item]));
  const freshById = new Map(fresh.map((item) => [item.id, item]));
  const merged: T[] = [];
  for (const item of mine) {
    const before = baseById.get(item.id);
    const theirs = freshById.get(item.id);
    const mineChanged = !before || !same(before, item);
    if (mineChanged) merged.push(item);
    // Unchanged by me: their version, unless they deleted it.
    else if (theirs) merged.push(theirs);
  }
  const mineIds = new Set(mine.map((item) => item.id));
  fresh.forEach((item, index) => {
    if (baseById.has(item.id) || mineIds.has(item.id)) return;
    const previous = fresh[index - 1];
    const at = previous ? merged.findIndex((candidate) => candidate.id === previous.id) + 1 : 0;
    merged.splice(at, 0, item);
  });
  return merged;
}

export const LIST_CHANGES_MESSAGES = defineMessages({
  idOnce: { id: 'listChanges.idOnce', defaultMessage: 'Each id may appear once' },
});

/** The yup schema of a list's changes: unique ids, at most `max` items, each checked by `item`. */
export function listChangesSchema<T extends AnyObject & { id: string }>(
  item: ObjectSchema<T>,
  max: number,
  tooMany: () => SaidMessage,
) {
  return object({
    order: array(string().strict().max(64).defined())
      .max(max, tooMany)
      .defined()
      .test('unique-ids', rule(LIST_CHANGES_MESSAGES.idOnce), (ids) => new Set(ids).size === ids.length),
    put: array(item).max(max, tooMany).defined(),
  })
    .default(undefined)
    .optional();
}
