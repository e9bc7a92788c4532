import { Context } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { AnyObject, CollectionResolver, Options, PipelineOperator, QueryOperator } from 'mingo/types';
import { flatten, resolve } from 'mingo/util';
import { compareValues, parseSort, sortDocuments, typeRank, valuesEqual } from '../bson/compare';
import { keyOf, type Document } from '../bson/values';
import { badValue } from '../errors';
import { typeOperator } from './type-operator';

/*
 * mingo compares values with JS semantics, which breaks MongoDB's numeric equality across
 * BSON types (Long(5) == 5) and orders Long/Decimal128 by their string form. We replace the
 * comparison query operators, $type and $sort with versions built on our BSON comparator; every
 * other operator is mingo's own.
 */

type Predicate = (doc: AnyObject) => boolean;
type FieldOperator = (selector: string, value: unknown, options: Options) => Predicate;

function fieldPredicate(test: (value: unknown, depth: number) => boolean) {
  return (selector: string, _value: unknown, _options: Options): Predicate => {
    const depth = selector.split('.').length - 1;
    return (doc) => test(resolve(doc, selector, { unwrapArray: true }), depth);
  };
}

/** Values a field condition is tested against: the field itself plus array elements. */
function candidates(value: unknown, depth: number): unknown[] {
  if (!Array.isArray(value)) return [value];
  return [value, ...value, ...(depth > 0 ? flatten(value, depth) : [])];
}

/** `$eq`: the field, or one of its array elements, equals the operand under BSON equality. */
export function equals(value: unknown, expected: unknown, depth: number): boolean {
  return candidates(value, depth).some((v) => valuesEqual(v, expected));
}

/** `$gt`/`$gte`/`$lt`/`$lte`: some candidate of the operand's type compares as `accept` wants. */
export function compares(
  value: unknown,
  expected: unknown,
  depth: number,
  accept: (order: number) => boolean,
): boolean {
  return candidates(value, depth).some((v) => typeRank(v) === typeRank(expected) && accept(compareValues(v, expected)));
}

export const COMPARISONS: Record<'$gt' | '$gte' | '$lt' | '$lte', (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

function compareOp(accept: (order: number) => boolean): FieldOperator {
  return (selector, expected, options) =>
    fieldPredicate((value, depth) => compares(value, expected, depth, accept))(selector, expected, options);
}

function inPredicate(selector: string, list: unknown, options: Options, negate: boolean): Predicate {
  if (!Array.isArray(list)) throw badValue(`${negate ? '$nin' : '$in'} needs an array`);
  const patterns = list.filter((v): v is RegExp => v instanceof RegExp);
  const keys = new Set(list.filter((v) => !(v instanceof RegExp)).map(keyOf));
  const matches = (value: unknown, depth: number): boolean =>
    candidates(value, depth).some(
      (v) => keys.has(keyOf(v)) || (typeof v === 'string' && patterns.some((re) => re.test(v))),
    );
  const predicate = fieldPredicate(matches)(selector, list, options);
  return negate ? (doc) => !predicate(doc) : predicate;
}

const queryOverrides: Record<string, FieldOperator> = {
  $eq: (selector, expected, options) =>
    fieldPredicate((value, depth) => equals(value, expected, depth))(selector, expected, options),
  $ne: (selector, expected, options) =>
    fieldPredicate((value, depth) => !equals(value, expected, depth))(selector, expected, options),
  $gt: compareOp(COMPARISONS.$gt),
  $gte: compareOp(COMPARISONS.$gte),
  $lt: compareOp(COMPARISONS.$lt),
  $lte: compareOp(COMPARISONS.$lte),
  $in: (selector, list, options) => inPredicate(selector, list, options, false),
  $nin: (selector, list, options) => inPredicate(selector, list, options, true),
  $type: typeOperator,
};

const sortStage = (coll: Iterator, spec: unknown): Iterator =>
  coll.transform((docs: Document[]) => Lazy(sortDocuments(docs, parseSort(spec))));

// Built from mingo's operator modules directly: mingo's top-level Query/Aggregator merge
// their default operators over a custom context, which would undo the overrides.
const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators },
  expression: { ...expressionOperators },
  pipeline: { ...pipelineOperators, $sort: sortStage as unknown as PipelineOperator },
  projection: { ...projectionOperators },
  query: { ...queryOperators, ...(queryOverrides as unknown as Record<string, QueryOperator>) },
  window: { ...windowOperators },
});

export interface MingoOptionsInput {
  collectionResolver?: CollectionResolver;
  variables?: Document;
}

export function mingoOptions(input: MingoOptionsInput = {}): Partial<Options> {
  return {
    context: CONTEXT,
    // $where / $function / $accumulator would run client-supplied JavaScript in the server.
    scriptEnabled: false,
    useStrictMode: true,
    collectionResolver: input.collectionResolver,
    variables: input.variables,
  };
}
