import { isPlainObject, numericValue, type Document } from '../bson/values';
import { CommandError, badValue, unsupported } from '../errors';

/**
 * Fields that carry session, transaction, routing or durability information. A single
 * in-memory server has nothing to do with them, so they are accepted on every command.
 */
const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  '$clusterTime',
  'writeConcern',
  'readConcern',
  '$readPreference',
  'readPreference',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'stmtId',
  'stmtIds',
  '$client',
  'bypassDocumentValidation',
  'mayBypassWriteBlocking',
]);

/** Reject options we do not implement, instead of silently ignoring them. */
export function checkOptions(command: Document, known: readonly string[]): void {
  const [name, ...fields] = Object.keys(command);
  for (const field of fields) {
    if (!GENERIC_FIELDS.has(field) && !known.includes(field))
      throw unsupported(`option '${field}' of the ${name} command`);
  }
}

/** The simple (binary) collation is what we do; anything locale-aware is not. */
export function checkCollation(collation: unknown): void {
  if (collation === undefined || collation === null) return;
  if (isPlainObject(collation) && collation.locale === 'simple') return;
  throw unsupported('collation');
}

export function collectionName(command: Document): string {
  const name = Object.keys(command)[0];
  const value = command[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CommandError(73, 'InvalidNamespace', `collection name has invalid type ${typeof value}`);
  }
  return value;
}

export function optionalInt(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = Number(numericValue(value));
  if (!Number.isInteger(n)) throw badValue(`'${field}' must be an integer`);
  return n;
}

export function optionalDocument(value: unknown, field: string): Document | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw badValue(`'${field}' must be a document`);
  return value;
}

export function documentArray(value: unknown, field: string): Document[] {
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new CommandError(9, 'FailedToParse', `'${field}' must be an array of documents`);
  }
  return value as Document[];
}
