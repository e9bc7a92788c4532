import { Timestamp } from 'bson';
import { bsonTag, getPath, isNumeric, isPlainObject, type Document } from '../bson/values';
import { CommandError, badValue, unsupported } from '../errors';

/** Update operators we implement (through mingo's updater, plus two rewritten here). */
const SUPPORTED = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$pop',
  '$currentDate',
  '$setOnInsert',
  '$bit',
]);
const CREATES_PATH = new Set(['$set', '$inc', '$mul', '$min', '$max', '$push', '$addToSet', '$currentDate', '$bit']);
const NEEDS_ARRAY = new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);

const isPositional = (path: string): boolean => /(^|\.)\$(\[[^\]]*\])?(\.|$)/.test(path);

const typeName = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : (bsonTag(value) ?? typeof value);

export function isOperatorUpdate(update: Document): boolean {
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys[0].startsWith('$')) {
    const dollar = keys.find((k) => k.startsWith('$'));
    if (dollar) {
      throw new CommandError(
        52,
        'DollarPrefixedFieldName',
        `The dollar ($) prefixed field '${dollar}' is not allowed in the context of an update's replacement document.`,
      );
    }
    return false;
  }
  for (const key of keys) {
    if (!key.startsWith('$')) {
      throw new CommandError(
        9,
        'FailedToParse',
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
  }
  return true;
}

/**
 * Check an operator update against the document it will modify and rewrite the parts mingo
 * does not handle ($setOnInsert, $currentDate). Throws the error MongoDB would answer.
 */
export function prepareModifier(update: Document, doc: Document, inserting: boolean): Document {
  const modifier: Document = {};
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(update)) {
    if (!SUPPORTED.has(op))
      throw new CommandError(
        9,
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!isPlainObject(fields)) {
      throw new CommandError(
        9,
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${typeName(fields)}}`,
      );
    }
    if (op === '$setOnInsert' && !inserting) continue;
    const target = op === '$setOnInsert' || op === '$currentDate' ? '$set' : op;
    for (const [path, value] of Object.entries(fields)) {
      checkField(op, path, value, doc);
      paths.push(path);
      if (op === '$rename') paths.push(String(value));
      const bucket = (modifier[target] ??= {}) as Document;
      bucket[path] = op === '$currentDate' ? currentDate(value) : value;
    }
  }
  checkConflicts(paths);
  return modifier;
}

function checkField(op: string, path: string, value: unknown, doc: Document): void {
  if (path === '' || path.split('.').includes('')) throw badValue(`an empty update path is not valid (in ${op})`);
  if (op === '$rename') {
    if (typeof value !== 'string') throw badValue(`The 'to' field for $rename must be a string: ${path}`);
    if (isPositional(path) || isPositional(value)) throw badValue('$rename does not support positional operators');
    if (path === value) throw badValue(`The source and target field for $rename must differ: ${path}`);
    checkPathViable(value, doc);
    return;
  }
  if (op === '$inc' || op === '$mul') {
    if (typeof value !== 'number') {
      if (isNumeric(value)) throw unsupported(`${op} with a Long or Decimal128 argument`);
      throw new CommandError(
        14,
        'TypeMismatch',
        `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(value)}}`,
      );
    }
  }
  if (op === '$pop' && value !== 1 && value !== -1)
    throw new CommandError(9, 'FailedToParse', `$pop expects 1 or -1, found: ${String(value)}`);
  if (op === '$currentDate') currentDate(value);
  if (isPositional(path)) return;
  if (CREATES_PATH.has(op) || op === '$setOnInsert') checkPathViable(path, doc);
  const existing = getPath(doc, path);
  if (existing === undefined) return;
  if ((op === '$inc' || op === '$mul') && typeof existing !== 'number') {
    if (isNumeric(existing)) throw unsupported(`${op} on a Long or Decimal128 field ('${path}')`);
    throw new CommandError(
      14,
      'TypeMismatch',
      `Cannot apply ${op} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field '${path}' of non-numeric type ${typeName(existing)}`,
    );
  }
  if (NEEDS_ARRAY.has(op) && !Array.isArray(existing)) {
    throw badValue(
      `The field '${path}' must be an array but is of type ${typeName(existing)} in document {_id: ${String(doc._id)}}`,
    );
  }
}

/** MongoDB refuses to create a field inside a scalar (e.g. $set 'a.b' when a is 1). */
function checkPathViable(path: string, doc: Document): void {
  const parts = path.split('.');
  let current: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i];
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(part)) throw pathNotViable(part, current);
      current = current[Number(part)];
    } else {
      current = (current as Document)[part];
    }
    if (current === undefined) return;
    if (!Array.isArray(current) && !isPlainObject(current)) throw pathNotViable(parts[i + 1], current);
  }
}

const pathNotViable = (field: string, element: unknown): CommandError =>
  new CommandError(28, 'PathNotViable', `Cannot create field '${field}' in element {${typeName(element)}}`);

function checkConflicts(paths: string[]): void {
  const split = paths.map((p) => p.split('.'));
  for (let i = 0; i < split.length; i++) {
    for (let j = i + 1; j < split.length; j++) {
      const [a, b] = split[i].length <= split[j].length ? [split[i], split[j]] : [split[j], split[i]];
      if (a.every((part, k) => part === b[k])) {
        throw new CommandError(
          40,
          'ConflictingUpdateOperators',
          `Updating the path '${b.join('.')}' would create a conflict at '${a.join('.')}'`,
        );
      }
    }
  }
}

let timestampCounter = 0;

function currentDate(spec: unknown): unknown {
  if (spec === true) return new Date();
  if (isPlainObject(spec) && spec.$type === 'date') return new Date();
  if (isPlainObject(spec) && spec.$type === 'timestamp') {
    return new Timestamp({ t: Math.floor(Date.now() / 1000), i: ++timestampCounter });
  }
  throw badValue(`$currentDate expects true or {$type: 'date' | 'timestamp'}, got ${JSON.stringify(spec)}`);
}
