import { isPlainObject, keyOf, numericValue, type Document } from '../bson/values';
import { CommandError, badValue, unsupported } from '../errors';

export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

// Options that change nothing here but that drivers and ODMs routinely send.
const ACCEPTED_OPTIONS = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'expireAfterSeconds',
  'partialFilterExpression',
  'background',
  'hidden',
  'v',
  'ns',
  'dropDups',
]);
const REJECTED_TYPES = new Set(['text', '2d', '2dsphere', 'geoHaystack']);

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${typeof dir === 'string' ? dir : String(numericValue(dir))}`)
    .join('_');
}

/** Validate a createIndexes entry and normalise it to what listIndexes will report. */
export function normaliseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw badValue('index specification must have a non-empty key document');
  }
  for (const option of Object.keys(raw)) {
    if (!ACCEPTED_OPTIONS.has(option)) throw unsupported(`index option '${option}'`);
  }
  const key: Document = {};
  for (const [field, dir] of Object.entries(raw.key)) {
    if (field === '$**' || field.endsWith('.$**')) throw unsupported('wildcard indexes');
    if (typeof dir === 'string') {
      if (REJECTED_TYPES.has(dir)) throw unsupported(`'${dir}' indexes`);
      if (dir !== 'hashed') throw new CommandError(67, 'CannotCreateIndex', `unknown index plugin '${dir}'`);
      key[field] = dir;
    } else {
      const n = Number(numericValue(dir));
      if (!Number.isFinite(n) || n === 0)
        throw new CommandError(67, 'CannotCreateIndex', `bad index key pattern for '${field}'`);
      key[field] = n > 0 ? 1 : -1;
    }
  }
  const spec: IndexSpec = { v: 2, key, name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key) };
  if (raw.unique) spec.unique = true;
  if (raw.sparse) spec.sparse = true;
  if (raw.hidden) spec.hidden = true;
  if (raw.background !== undefined) spec.background = raw.background;
  if (raw.expireAfterSeconds !== undefined) {
    const seconds = Number(numericValue(raw.expireAfterSeconds));
    if (!Number.isFinite(seconds) || seconds < 0) throw badValue('expireAfterSeconds must be a non-negative number');
    if (Object.keys(key).length !== 1)
      throw badValue('TTL indexes are single-field indexes, compound indexes do not support TTL');
    spec.expireAfterSeconds = seconds;
  }
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression)) throw badValue('partialFilterExpression must be an object');
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  if (spec.unique && Object.values(key).includes('hashed')) throw unsupported('unique hashed indexes');
  return spec;
}

/** Identity of an index for "already exists" checks; ignores options that do not matter. */
export function indexIdentity(spec: IndexSpec): string {
  const { v: _v, name: _name, background: _bg, ns: _ns, hidden: _hidden, ...rest } = spec;
  return keyOf(rest);
}
