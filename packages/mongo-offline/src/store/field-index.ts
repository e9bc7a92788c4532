import { bsonTag, isPlainObject, keyOf, type Document } from '../bson/values';

/**
 * The key a scalar is filed under, so that every pair of values MongoDB's equality holds equal
 * shares one: `keyOf`, except that a Decimal128 is filed as the JS number the comparator reads
 * it as (Decimal128('5.0') equals 5) and a deprecated BSON symbol as its string.
 */
function storedKey(value: unknown): string {
  const tag = bsonTag(value);
  if (tag === 'Decimal128') return keyOf(Number(String(value)));
  if (tag === 'BSONSymbol') return keyOf(String(value));
  return keyOf(value);
}

/**
 * The index key of a query value, for the types whose BSON equality is exactly key equality:
 * strings, JS numbers, booleans, Dates and ObjectIds. Anything else (null, which also matches a
 * missing field; regexes; arrays; embedded documents; Long/Decimal128 operands) is answered by a
 * scan, so this index never has to reproduce those rules.
 */
export function seekKey(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return keyOf(value);
  }
  if (value instanceof Date || bsonTag(value) === 'ObjectId') return keyOf(value);
  return undefined;
}

/**
 * Every scalar a document holds under a dotted path, descending through arrays at any depth and
 * following numeric parts as array positions: a superset of the values an equality condition on
 * the path can match, whatever MongoDB's exact array rules. Missing fields and nulls add nothing.
 */
function scalarsAt(value: unknown, parts: readonly string[], i: number, out: unknown[]): void {
  if (Array.isArray(value)) {
    if (i < parts.length && /^\d+$/.test(parts[i])) scalarsAt(value[Number(parts[i])], parts, i + 1, out);
    for (const item of value) scalarsAt(item, parts, i, out);
    return;
  }
  if (i === parts.length) {
    if (value !== undefined && value !== null && !isPlainObject(value)) out.push(value);
    return;
  }
  if (isPlainObject(value) && parts[i] in value) scalarsAt(value[parts[i]], parts, i + 1, out);
}

/**
 * A hash index from the values under one field to the `_id` keys of the documents holding them.
 * It only narrows a query to candidates: the query's full filter still runs on each of them, so
 * an index that over-reports (e.g. an element of a nested array) can never change a result.
 */
export class FieldIndex {
  private readonly owners = new Map<string, Set<string>>();
  private readonly parts: readonly string[];

  constructor(readonly field: string) {
    this.parts = field.split('.');
  }

  private keys(doc: Document): Set<string> {
    const values: unknown[] = [];
    scalarsAt(doc, this.parts, 0, values);
    return new Set(values.map(storedKey));
  }

  add(doc: Document, idKey: string): void {
    for (const key of this.keys(doc)) {
      const ids = this.owners.get(key);
      if (ids) ids.add(idKey);
      else this.owners.set(key, new Set([idKey]));
    }
  }

  remove(doc: Document, idKey: string): void {
    for (const key of this.keys(doc)) {
      const ids = this.owners.get(key);
      if (!ids) continue;
      ids.delete(idKey);
      if (ids.size === 0) this.owners.delete(key);
    }
  }

  /** `_id` keys of the documents holding any of these keys (from `seekKey`). */
  lookup(keys: readonly string[]): ReadonlySet<string> {
    if (keys.length === 1) return this.owners.get(keys[0]) ?? new Set();
    const out = new Set<string>();
    for (const key of keys) for (const id of this.owners.get(key) ?? []) out.add(id);
    return out;
  }

  /** How many documents `lookup` would return, without building the set for several keys. */
  estimate(keys: readonly string[]): number {
    let n = 0;
    for (const key of keys) n += this.owners.get(key)?.size ?? 0;
    return n;
  }
}
