import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type { AnyObject } from 'mingo/types';
import { idFirst, isPlainObject, type Document } from '../bson/values';
import { CommandError, badValue, unsupported } from '../errors';
import { seekKey } from '../store/field-index';
import { COMPARISONS, compares, equals, mingoOptions, type MingoOptionsInput } from './mingo-options';

/** Run mingo code, turning its exceptions into a BadValue answer rather than a crash. */
export function withMingo<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CommandError) throw error;
    const message = (error as Error).message ?? String(error);
    if (message.includes("immutable field '_id'")) {
      throw new CommandError(
        66,
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    if (message.includes('scriptEnabled'))
      throw unsupported('server-side JavaScript ($where, $function, $accumulator)');
    throw badValue(`mongo-offline could not evaluate the ${what}: ${message}`);
  }
}

export type Matcher = (doc: Document) => boolean;

const UNSUPPORTED_QUERY_OPERATORS = new Set([
  '$text',
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$where',
]);

function checkQueryOperators(value: unknown): void {
  if (Array.isArray(value)) value.forEach(checkQueryOperators);
  if (!isPlainObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSUPPORTED_QUERY_OPERATORS.has(key)) throw unsupported(`the ${key} query operator`);
    checkQueryOperators(inner);
  }
}

/** A top-level field that mingo reads as a plain property (no path, operator or prototype name). */
const isPlainField = (field: string) =>
  !field.startsWith('$') && !field.includes('.') && !(field in Object.prototype) && field !== '__proto__';

/**
 * The filters an ODM sends most — top-level fields compared with `$eq`/`$gt`/`$gte`/`$lt`/`$lte`
 * (or plain equality) to a string, number, boolean, Date or ObjectId — as a direct predicate built
 * from the same operator functions mingo is given, sparing the compilation of a mingo Query on
 * every command. Anything else returns undefined and goes to mingo.
 */
function simpleMatcher(filter: Document): Matcher | undefined {
  const tests: Matcher[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (!isPlainField(field)) return undefined;
    const read = (doc: Document) => (Object.hasOwn(doc, field) ? doc[field] : undefined);
    if (seekKey(condition) !== undefined) {
      tests.push((doc) => equals(read(doc), condition, 0));
      continue;
    }
    if (!isPlainObject(condition) || Object.keys(condition).length === 0) return undefined;
    for (const [operator, operand] of Object.entries(condition)) {
      if (seekKey(operand) === undefined) return undefined;
      if (operator === '$eq') tests.push((doc) => equals(read(doc), operand, 0));
      else if (Object.hasOwn(COMPARISONS, operator)) {
        const accept = COMPARISONS[operator as keyof typeof COMPARISONS];
        tests.push((doc) => compares(read(doc), operand, 0, accept));
      } else return undefined;
    }
  }
  return (doc) => tests.every((test) => test(doc));
}

export function compileFilter(filter: unknown, input: MingoOptionsInput = {}): Matcher {
  if (filter === undefined || filter === null) return () => true;
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  if (Object.keys(filter).length === 0) return () => true;
  const simple = simpleMatcher(filter);
  if (simple) return simple;
  checkQueryOperators(filter);
  const query = withMingo('filter', () => new Query(filter as AnyObject, mingoOptions(input)));
  return (doc) => withMingo('filter', () => query.test(doc));
}

function checkProjection(projection: Document): void {
  for (const [key, value] of Object.entries(projection)) {
    if (key.endsWith('.$')) throw unsupported(`positional projection '${key}'`);
    if (isPlainObject(value) && '$meta' in value) throw unsupported('$meta projection');
  }
}

/** Apply a find-style projection; `_id` stays the first field like in MongoDB. */
export function projectDocuments(docs: Document[], projection: unknown, input: MingoOptionsInput = {}): Document[] {
  if (projection === undefined || projection === null) return docs;
  if (!isPlainObject(projection)) throw badValue('projection must be an object');
  if (Object.keys(projection).length === 0 || docs.length === 0) return docs;
  // Leaving out top-level fields (what an ODM sends for fields it does not select by default)
  // is a copy without them; stored documents are never mutated, so values can be shared.
  const excluded = Object.keys(projection);
  if (excluded.every((field) => isPlainField(field) && (projection[field] === 0 || projection[field] === false))) {
    return docs.map((doc) => {
      const out: Document = {};
      for (const key of Object.keys(doc)) if (!excluded.includes(key)) out[key] = doc[key];
      return out;
    });
  }
  checkProjection(projection);
  return withMingo('projection', () =>
    new Query({}, mingoOptions(input))
      .find(docs, projection as AnyObject)
      .all()
      .map((doc) => idFirst(doc as Document)),
  );
}

/** Stages that would write somewhere mingo cannot reach (our store) or need server internals. */
const REJECTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$currentOp',
  '$listSessions',
  '$indexStats',
  '$collStats',
  '$search',
  '$geoNear',
]);

export function runPipeline(docs: Document[], pipeline: unknown, input: MingoOptionsInput): Document[] {
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' must be an array");
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw badValue('each pipeline stage must be an object with exactly one field');
    }
    const name = Object.keys(stage)[0];
    if (REJECTED_STAGES.has(name)) throw unsupported(`the ${name} aggregation stage`);
  }
  return withMingo('aggregation pipeline', () => {
    const aggregator = new Aggregator(pipeline as AnyObject[], mingoOptions(input));
    return aggregator.run(docs) as Document[];
  });
}
