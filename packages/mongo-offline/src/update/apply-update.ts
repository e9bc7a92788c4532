import { update as mingoUpdate } from 'mingo/updater';
import type { AnyObject } from 'mingo/types';
import { cloneValue, idFirst, isPlainObject, keyOf, setPath, withGeneratedId, type Document } from '../bson/values';
import { CommandError, badValue } from '../errors';
import { runPipeline, withMingo } from '../query/filter';
import { mingoOptions } from '../query/mingo-options';
import { isOperatorUpdate, prepareModifier } from './validate-update';

export type UpdateSpec = Document | Document[];

export interface UpdateOptions {
  filter?: Document;
  arrayFilters?: Document[];
  variables?: Document;
}

const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export function checkUpdateSpec(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) {
        throw new CommandError(
          72,
          'InvalidOptions',
          `${name ?? 'a non-object stage'} is not allowed to be used within an update`,
        );
      }
    }
    return update as Document[];
  }
  if (!isPlainObject(update)) throw new CommandError(9, 'FailedToParse', 'update must be a document or a pipeline');
  isOperatorUpdate(update);
  return update;
}

/** Apply an update to a stored document, returning a new document (the input is untouched). */
export function applyUpdate(doc: Document, update: UpdateSpec, options: UpdateOptions, inserting = false): Document {
  let next: Document;
  if (Array.isArray(update)) {
    const [result] = runPipeline([cloneValue(doc)], update, { variables: options.variables });
    if (!isPlainObject(result)) throw badValue('an update pipeline must produce a document');
    next = '_id' in result || doc._id === undefined ? result : { _id: doc._id, ...result };
  } else if (isOperatorUpdate(update)) {
    const modifier = prepareModifier(update, doc, inserting);
    next = cloneValue(doc);
    const arrayFilters = options.arrayFilters ?? [];
    withMingo('update', () =>
      // The filter lets mingo resolve the positional '$'; mingo skips the update when the
      // document does not match it, so upsert inserts (built from the filter) get none.
      mingoUpdate(
        next as AnyObject,
        modifier,
        arrayFilters as AnyObject[],
        (inserting ? {} : (options.filter ?? {})) as AnyObject,
        {
          queryOptions: mingoOptions({ variables: options.variables }),
        },
      ),
    );
  } else {
    next = cloneValue(update);
    if (!('_id' in next) && doc._id !== undefined) next = { _id: doc._id, ...next };
  }
  if (doc._id !== undefined && keyOf(next._id) !== keyOf(doc._id)) {
    throw new CommandError(
      66,
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  if (Array.isArray(next._id)) throw badValue("can't use an array for _id");
  return idFirst(next);
}

/**
 * Build the document an upsert inserts: equality fields of the filter, then the update
 * (with $setOnInsert applied), then a generated `_id` if neither provided one.
 */
export function buildUpsert(filter: Document, update: UpdateSpec, options: UpdateOptions): Document {
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    const replacement = cloneValue(update);
    if (!('_id' in replacement) && isPlainObject(filter) && '_id' in filter && !isOperatorExpression(filter._id)) {
      return withGeneratedId({ _id: cloneValue(filter._id), ...replacement });
    }
    return withGeneratedId(replacement);
  }
  const seed: Document = {};
  addEqualities(filter, seed);
  return withGeneratedId(applyUpdate(seed, update, options, true));
}

function isOperatorExpression(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$'));
}

function addEqualities(filter: Document, seed: Document): void {
  for (const [path, value] of Object.entries(filter ?? {})) {
    if (path === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) addEqualities(part, seed);
    } else if (path.startsWith('$') || value instanceof RegExp) {
      continue;
    } else if (isOperatorExpression(value)) {
      if ('$eq' in (value as Document)) setPath(seed, path, cloneValue((value as Document).$eq));
    } else {
      setPath(seed, path, cloneValue(value));
    }
  }
}
