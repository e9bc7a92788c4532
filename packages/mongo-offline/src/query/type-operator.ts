import { resolve } from 'mingo/util';
import type { AnyObject } from 'mingo/types';
import { bsonTag, isPlainObject } from '../bson/values';
import { badValue } from '../errors';

const CODES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};
const NAMES = new Set([...Object.values(CODES), 'number']);
const NUMERIC = new Set(['double', 'int', 'long', 'decimal']);
const TAGS: Record<string, string> = {
  ObjectId: 'objectId',
  Long: 'long',
  Decimal128: 'decimal',
  Binary: 'binData',
  Timestamp: 'timestamp',
  MinKey: 'minKey',
  MaxKey: 'maxKey',
  Code: 'javascript',
  BSONSymbol: 'symbol',
  Int32: 'int',
  Double: 'double',
  BSONRegExp: 'regex',
  DBRef: 'object',
};

/**
 * BSON type alias of a stored value. Int32 and Double are both JS numbers in the store; an
 * integer in int32 range is what the server sends back as Int32, so that is what we report.
 */
export function bsonTypeName(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31 ? 'int' : 'double';
    case 'bigint':
      return 'long';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  const tag = bsonTag(value);
  if (tag) return TAGS[tag] ?? 'object';
  return isPlainObject(value) ? 'object' : undefined;
}

function typeNames(spec: unknown): Set<string> {
  const names = new Set<string>();
  for (const item of Array.isArray(spec) ? spec : [spec]) {
    const name =
      typeof item === 'number' ? CODES[item] : typeof item === 'string' && NAMES.has(item) ? item : undefined;
    if (!name) throw badValue(`unknown type name alias: ${String(item)}`);
    if (name === 'number') NUMERIC.forEach((n) => names.add(n));
    else names.add(name);
  }
  return names;
}

/** `$type` query operator understanding BSON classes (mingo only knows JS types). */
export const typeOperator = (selector: string, spec: unknown): ((doc: AnyObject) => boolean) => {
  const wanted = typeNames(spec);
  return (doc) => {
    const value = resolve(doc, selector, { unwrapArray: true });
    const candidates = Array.isArray(value) ? [value, ...value] : [value];
    return candidates.some((v) => {
      const name = bsonTypeName(v);
      return name !== undefined && wanted.has(name);
    });
  };
};
