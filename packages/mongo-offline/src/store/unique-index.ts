import type { Decimal128, Long, ObjectId } from 'bson';
import { bsonTag, isPlainObject, keyOf, pathValues, type Document } from '../bson/values';
import { CommandError } from '../errors';
import { compileFilter, type Matcher } from '../query/filter';
import type { IndexSpec } from './index-spec';

interface IndexEntry {
  key: string;
  values: unknown[];
}

/**
 * Enforces one unique index with a hash map from index key to owning document `_id`.
 * Array values are indexed per element (multikey), as MongoDB does.
 */
export class UniqueIndex {
  private readonly owners = new Map<string, string>();
  private readonly fields: string[];
  private readonly partial: Matcher | undefined;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
  }

  private entries(doc: Document): IndexEntry[] {
    if (this.partial && !this.partial(doc)) return [];
    const perField = this.fields.map((field) =>
      pathValues(doc, field).flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v])),
    );
    // A sparse index skips documents that have none of the indexed fields.
    if (this.spec.sparse && perField.every((values) => values.length === 0)) return [];
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const options = values.length ? values : [null];
      combos = combos.flatMap((combo) => options.map((v) => [...combo, v ?? null]));
    }
    const seen = new Map<string, IndexEntry>();
    for (const values of combos) {
      const key = values.map(keyOf).join('|');
      if (!seen.has(key)) seen.set(key, { key, values });
    }
    return [...seen.values()];
  }

  /** Throws E11000 if another document already owns one of this document's keys. */
  check(doc: Document, idKey: string): void {
    for (const entry of this.entries(doc)) {
      const owner = this.owners.get(entry.key);
      if (owner !== undefined && owner !== idKey) throw this.duplicateError(entry.values);
    }
  }

  add(doc: Document, idKey: string): void {
    for (const entry of this.entries(doc)) this.owners.set(entry.key, idKey);
  }

  remove(doc: Document, idKey: string): void {
    for (const entry of this.entries(doc)) if (this.owners.get(entry.key) === idKey) this.owners.delete(entry.key);
  }

  duplicateError(values: unknown[]): CommandError {
    return duplicateKeyError(this.ns, this.spec, values);
  }
}

export function duplicateKeyError(ns: string, spec: IndexSpec, values: unknown[]): CommandError {
  const fields = Object.keys(spec.key);
  const keyValue: Document = {};
  fields.forEach((field, i) => (keyValue[field] = values[i] ?? null));
  const shown = fields.map((field, i) => `${field}: ${formatValue(values[i] ?? null)}`).join(', ');
  return new CommandError(
    11000,
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`,
    { keyPattern: spec.key, keyValue },
  );
}

/** The shell-like rendering MongoDB uses inside E11000 messages. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  const tag = bsonTag(value);
  if (tag === 'ObjectId') return `ObjectId('${(value as ObjectId).toHexString()}')`;
  if (tag === 'Long' || tag === 'Decimal128') return (value as Long | Decimal128).toString();
  if (isPlainObject(value)) {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${formatValue(v)}`)
      .join(', ')} }`;
  }
  return String(value);
}
