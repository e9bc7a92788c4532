import { parseSort, sortDocuments } from '../bson/compare';
import { isPlainObject, keyOf, type Document } from '../bson/values';
import { compileFilter } from '../query/filter';
import type { Collection } from '../store/collection';
import { seekKey } from '../store/field-index';

/** `_id` equality can be answered from the primary key map instead of a scan. */
function idLookup(filter: Document): { id: unknown } | undefined {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return undefined;
  const value = filter._id;
  if (value instanceof RegExp || Array.isArray(value)) return undefined;
  if (isPlainObject(value)) {
    const ops = Object.keys(value);
    if (ops.length === 1 && ops[0] === '$eq' && !Array.isArray(value.$eq)) return { id: value.$eq };
    if (ops.some((k) => k.startsWith('$'))) return undefined;
  }
  return { id: value };
}

/**
 * The index keys a top-level field condition can only be satisfied by, when it is an equality
 * (`v`, `{ $eq: v }`) or an `$in` on values `seekKey` accepts, possibly beside other operators
 * (the whole filter is still applied to what the index returns).
 */
function equalityKeys(condition: unknown): string[] | undefined {
  const key = seekKey(condition);
  if (key !== undefined) return [key];
  if (!isPlainObject(condition)) return undefined;
  const operators = Object.keys(condition);
  if (operators.length === 0 || !operators.every((op) => op.startsWith('$'))) return undefined;
  if ('$eq' in condition) {
    const eq = seekKey(condition.$eq);
    if (eq !== undefined) return [eq];
  }
  if (Array.isArray(condition.$in)) {
    const keys = condition.$in.map(seekKey);
    if (keys.every((k) => k !== undefined)) return keys as string[];
  }
  return undefined;
}

/** The most selective indexed equality of a filter: the documents it narrows the query to. */
function candidates(collection: Collection, filter: Document): Document[] | undefined {
  let best: { field: string; keys: string[]; estimate: number } | undefined;
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || !collection.canSeek(field)) continue;
    const keys = equalityKeys(condition);
    if (!keys) continue;
    const estimate = collection.seekEstimate(field, keys);
    if (!best || estimate < best.estimate) best = { field, keys, estimate };
  }
  return best && collection.seek(best.field, best.keys);
}

/** Documents of a collection matching a filter, in natural (insertion) order. */
export function selectDocuments(collection: Collection | undefined, filter: unknown, variables?: Document): Document[] {
  // The map key is the canonical BSON-equality key, so a hit needs no further matching.
  const lookup = isPlainObject(filter) ? idLookup(filter) : undefined;
  if (lookup) return collection ? collection.seek('_id', [keyOf(lookup.id)]) : [];
  // Compile first so an invalid filter is reported even when the collection does not exist.
  const matches = compileFilter(filter, { variables });
  if (!collection) return [];
  const narrowed = isPlainObject(filter) ? candidates(collection, filter) : undefined;
  return (narrowed ?? collection.scan()).filter(matches);
}

/** How many documents match a filter; an empty filter is answered without reading any. */
export function countDocuments(collection: Collection | undefined, filter: unknown, variables?: Document): number {
  if (collection && (filter === undefined || filter === null || (isPlainObject(filter) && !Object.keys(filter).length)))
    return collection.size;
  return selectDocuments(collection, filter, variables).length;
}

/** Matching documents, sorted, for commands that act on "the first match" (update, findAndModify). */
export function selectSorted(
  collection: Collection | undefined,
  filter: unknown,
  sort: unknown,
  variables?: Document,
): Document[] {
  return sortDocuments(selectDocuments(collection, filter, variables), parseSort(sort));
}
