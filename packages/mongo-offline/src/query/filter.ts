import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type { AnyObject } from 'mingo/types';
import { idFirst, isPlainObject, type Document } from '../bson/values';
import { CommandError, badValue, unsupported } from '../errors';
import { mingoOptions, type MingoOptionsInput } from './mingo-options';

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

export function compileFilter(filter: unknown, input: MingoOptionsInput = {}): Matcher {
  if (filter === undefined || filter === null) return () => true;
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  if (Object.keys(filter).length === 0) return () => true;
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
