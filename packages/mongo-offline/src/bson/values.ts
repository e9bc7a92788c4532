import { Binary, Decimal128, Long, ObjectId, type Document } from 'bson';

export type { Document };

/** The BSON class tag of a value (`'ObjectId'`, `'Long'`…), or undefined for plain JS values. */
export function bsonTag(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

export function isPlainObject(value: unknown): value is Document {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'bigint') return true;
  const tag = bsonTag(value);
  return tag === 'Long' || tag === 'Decimal128' || tag === 'Int32' || tag === 'Double';
}

/**
 * Deep copy of a stored value. BSON scalars (ObjectId, Long, Decimal128…) are immutable in
 * practice and shared; Binary owns a mutable buffer, so it is copied.
 */
export function cloneValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (bsonTag(value) === 'Binary') {
    const bin = value as unknown as Binary;
    return new Binary(Buffer.from(bin.buffer.subarray(0, bin.position)), bin.sub_type) as T;
  }
  if (!isPlainObject(value)) return value;
  const out: Document = {};
  for (const key of Object.keys(value)) out[key] = cloneValue((value as Document)[key]);
  return out as T;
}

/** Numeric value as bigint when it is an exact integer, else as a JS number. */
export function numericValue(value: unknown): number | bigint {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  const tag = bsonTag(value);
  if (tag === 'Long') return (value as Long).toBigInt();
  if (tag === 'Decimal128') return Number((value as Decimal128).toString());
  if (tag === 'Int32' || tag === 'Double') return (value as { value: number }).value;
  return Number.NaN;
}

/**
 * Canonical string for a value under BSON equality, so values that MongoDB treats as equal
 * (1, 1.0, Long(1)) share a key. Used for `_id` lookup, unique indexes, `$in` and distinct.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return 's' + JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
    case 'bigint':
      return numberKey(value);
  }
  if (Array.isArray(value)) return '[' + value.map(keyOf).join(',') + ']';
  if (value instanceof Date) return 'D' + value.getTime();
  if (value instanceof RegExp) return 'R/' + value.source + '/' + value.flags;
  const tag = bsonTag(value);
  if (tag === 'ObjectId') return 'O' + (value as ObjectId).toHexString();
  if (tag === 'Long' || tag === 'Int32' || tag === 'Double') return numberKey(numericValue(value));
  if (tag === 'Decimal128') {
    const text = (value as Decimal128).toString();
    const asNumber = Number(text);
    // Only fold into the number space when the decimal is exactly a JS number.
    return Number.isFinite(asNumber) && String(asNumber) === text ? numberKey(asNumber) : 'M' + text;
  }
  if (tag === 'Binary') {
    const bin = value as Binary;
    return 'B' + bin.sub_type + ':' + Buffer.from(bin.buffer.subarray(0, bin.position)).toString('base64');
  }
  if (tag !== undefined) return tag + ':' + JSON.stringify(value);
  const doc = value as Document;
  return (
    '{' +
    Object.keys(doc)
      .map((k) => JSON.stringify(k) + ':' + keyOf(doc[k]))
      .join(',') +
    '}'
  );
}

function numberKey(value: number | bigint): string {
  if (typeof value === 'bigint') {
    const asNumber = Number(value);
    return BigInt(asNumber) === value ? 'n' + asNumber : 'n' + value.toString();
  }
  if (Number.isNaN(value)) return 'nNaN';
  return 'n' + (Object.is(value, -0) ? 0 : value);
}

/** Resolve a dotted path the way MongoDB does for reading: arrays are traversed element-wise. */
export function pathValues(doc: unknown, path: string): unknown[] {
  return collect(doc, path.split('.'), 0);
}

function collect(value: unknown, parts: string[], i: number): unknown[] {
  if (i === parts.length) return [value];
  if (Array.isArray(value)) {
    const part = parts[i];
    const out: unknown[] = [];
    if (/^\d+$/.test(part) && Number(part) < value.length) out.push(...collect(value[Number(part)], parts, i + 1));
    for (const item of value) if (isPlainObject(item)) out.push(...collect(item, parts, i));
    return out;
  }
  if (!isPlainObject(value) || !(parts[i] in value)) return [];
  return collect(value[parts[i]], parts, i + 1);
}

/** Value at a dotted path without array traversal (undefined when missing). */
export function getPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isPlainObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/** Set a dotted path, creating intermediate objects (used to build upsert documents). */
export function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Document = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(current[part])) current[part] = {};
    current = current[part] as Document;
  }
  current[parts[parts.length - 1]] = value;
}

/** Return a copy of the document with `_id` as its first field, as MongoDB stores it. */
export function idFirst(doc: Document): Document {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const out: Document = { _id: doc._id };
  for (const key of keys) if (key !== '_id') out[key] = doc[key];
  return out;
}

export function withGeneratedId(doc: Document): Document {
  return '_id' in doc ? idFirst(doc) : { _id: new ObjectId(), ...doc };
}
