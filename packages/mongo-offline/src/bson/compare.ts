import type { Binary, ObjectId, Timestamp } from 'bson';
import { CommandError } from '../errors';
import { bsonTag, isPlainObject, numericValue, pathValues, type Document } from './values';

/**
 * MongoDB's cross-type sort order. Values of different types compare by this rank first,
 * which is why a Date never equals a number and null sorts before everything.
 */
export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  switch (bsonTag(value)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 14;
    default:
      return 5;
  }
}

const cmp = <T extends number | bigint | string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

export function compareNumbers(a: unknown, b: unknown): number {
  const x = numericValue(a);
  const y = numericValue(b);
  // MongoDB orders NaN below every other number.
  const xNaN = typeof x === 'number' && Number.isNaN(x);
  const yNaN = typeof y === 'number' && Number.isNaN(y);
  if (xNaN || yNaN) return xNaN && yNaN ? 0 : xNaN ? -1 : 1;
  if (typeof x === typeof y) return cmp(x as number, y as number);
  // Mixed bigint/number: compare exactly when the number is an integer.
  const [big, num, sign] = typeof x === 'bigint' ? [x, y as number, 1] : [y as bigint, x as number, -1];
  if (!Number.isFinite(num)) return num > 0 ? -sign : sign;
  const order = Number.isInteger(num) ? cmp(big, BigInt(num)) : cmp(Number(big), num);
  return order * sign;
}

/** Total order over BSON values, following MongoDB's comparison rules. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 3:
      return compareNumbers(a, b);
    case 4:
      return cmp(String(a), String(b));
    case 5:
      return compareDocuments(a as Document, b as Document);
    case 6:
      return compareArrays(a as unknown[], b as unknown[]);
    case 7:
      return compareBinary(a as Binary, b as Binary);
    case 8:
      return cmp((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return cmp((a as Timestamp).toBigInt(), (b as Timestamp).toBigInt());
    case 12:
      return cmp(regexText(a), regexText(b));
    default:
      return 0;
  }
}

function regexText(value: unknown): string {
  const re = value as { source?: string; flags?: string; pattern?: string; options?: string };
  return `${re.source ?? re.pattern}/${re.flags ?? re.options}`;
}

function compareDocuments(a: Document, b: Document): number {
  if (!isPlainObject(a) || !isPlainObject(b)) return cmp(String(a), String(b));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const order = typeRank(a[ka[i]]) - typeRank(b[kb[i]]) || cmp(ka[i], kb[i]) || compareValues(a[ka[i]], b[kb[i]]);
    if (order !== 0) return order;
  }
  return ka.length - kb.length;
}

function compareArrays(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

function compareBinary(a: Binary, b: Binary): number {
  const order = a.position - b.position || a.sub_type - b.sub_type;
  return order || Buffer.compare(a.buffer.subarray(0, a.position), b.buffer.subarray(0, b.position));
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}

export type SortSpec = Array<[path: string, direction: 1 | -1]>;

export function parseSort(spec: unknown): SortSpec {
  if (spec === undefined || spec === null) return [];
  if (!isPlainObject(spec)) throw new CommandError(2, 'BadValue', 'sort must be a document');
  return Object.entries(spec).map(([path, dir]) => {
    const n = typeof dir === 'object' ? Number.NaN : Number(numericValue(dir));
    if (n !== 1 && n !== -1) {
      throw new CommandError(
        2,
        'BadValue',
        `mongo-offline supports only 1 and -1 in sort specs (got ${JSON.stringify(dir)} for '${path}')`,
      );
    }
    return [path, n];
  });
}

/**
 * The value a document sorts by: for arrays MongoDB uses the smallest element when
 * ascending and the largest when descending; a missing field sorts like null.
 */
function sortKey(doc: Document, path: string, direction: 1 | -1): unknown {
  const values = pathValues(doc, path).flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
  if (values.length === 0) return null;
  let best = values[0];
  for (const v of values.slice(1)) if (compareValues(v, best) * direction < 0) best = v;
  return best;
}

export function sortDocuments<T extends Document>(docs: T[], spec: SortSpec): T[] {
  if (spec.length === 0) return docs;
  // $natural sorts by storage (insertion) order, which is the input order here.
  const keyed = docs.map((doc, i) => ({
    doc,
    i,
    keys: spec.map(([path, dir]) => (path === '$natural' ? i : sortKey(doc, path, dir))),
  }));
  keyed.sort((x, y) => {
    for (let k = 0; k < spec.length; k++) {
      const order = compareValues(x.keys[k], y.keys[k]) * spec[k][1];
      if (order !== 0) return order;
    }
    return x.i - y.i;
  });
  return keyed.map((entry) => entry.doc);
}
