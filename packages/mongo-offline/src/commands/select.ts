import { parseSort, sortDocuments } from '../bson/compare';
import { isPlainObject, type Document } from '../bson/values';
import { compileFilter } from '../query/filter';
import type { Collection } from '../store/collection';

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

/** Documents of a collection matching a filter, in natural (insertion) order. */
export function selectDocuments(collection: Collection | undefined, filter: unknown, variables?: Document): Document[] {
  // The map key is the canonical BSON-equality key, so a hit needs no further matching.
  const lookup = isPlainObject(filter) ? idLookup(filter) : undefined;
  if (lookup) {
    const doc = collection?.getById(lookup.id);
    return doc ? [doc] : [];
  }
  // Compile first so an invalid filter is reported even when the collection does not exist.
  const matches = compileFilter(filter, { variables });
  return collection ? collection.all().filter(matches) : [];
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
