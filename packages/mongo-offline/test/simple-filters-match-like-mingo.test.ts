import { Decimal128, Long, ObjectId } from 'bson';
import { Query } from 'mingo/query';
import type { AnyObject } from 'mingo/types';
import type { Document } from '../src/bson/values';
import { compileFilter, projectDocuments } from '../src/query/filter';
import { mingoOptions } from '../src/query/mingo-options';

/** Filters of plain field comparisons skip mingo's compiler; they must decide exactly as mingo. */
const id = new ObjectId('64b000000000000000000001');
const later = new ObjectId('64b000000000000000000002');
const DOCS: Document[] = [
  { _id: 1, n: 5, s: 'b', at: new Date(2000), owner: id, ok: true },
  { _id: 2, n: Long.fromNumber(7), s: 'a', at: new Date(1000), owner: later, ok: false },
  { _id: 3, n: Decimal128.fromString('5.0'), s: ['a', 'c'], at: [new Date(500), new Date(3000)] },
  { _id: 4, n: [1, 9], s: 5, at: null, owner: [id] },
  { _id: 5, n: null, s: null, ok: 1 },
  { _id: 6, n: Number.NaN, s: '', at: 'yesterday' },
  { _id: 7, constructor: 'x', toString: 'y' },
  { _id: 8 },
];

const FILTERS: Document[] = [
  { n: 5 },
  { n: { $eq: 5 } },
  { n: { $gt: 5 } },
  { n: { $gte: 5, $lt: 9 } },
  { n: { $lte: 1 } },
  { n: Number.NaN },
  { n: { $gt: Number.NaN } },
  { s: 'a' },
  { s: { $gt: 'a' } },
  { s: { $lt: 'b' }, n: { $gte: 5 } },
  { s: '' },
  { at: new Date(1000) },
  { at: { $gt: new Date(1000) } },
  { at: { $lte: new Date(600) } },
  { owner: id },
  { owner: { $gt: id } },
  { ok: true },
  { ok: { $gte: false } },
  { _id: 3 },
  { _id: { $gt: 2, $lte: 6 } },
  { constructor: 'x' },
  { toString: 'y' },
  { missing: 1 },
  { n: 5, s: 'b', ok: true },
];

function mingoMatches(filter: Document): unknown[] {
  const query = new Query(filter as AnyObject, mingoOptions());
  return DOCS.filter((doc) => query.test(doc)).map((doc) => doc._id);
}

describe('plain comparison filters', () => {
  test.each(FILTERS.map((filter) => [JSON.stringify(filter), filter]))(
    '%s matches the documents mingo matches',
    (_name, filter) => {
      const matches = compileFilter(filter);
      expect(DOCS.filter((doc) => matches(doc)).map((doc) => doc._id)).toEqual(mingoMatches(filter));
    },
  );
});

describe('exclusion projections', () => {
  test('leave out the same fields as mingo, in the same order', () => {
    for (const projection of [{ n: 0 }, { _id: 0, s: false }, { at: 0, owner: 0, missing: 0 }]) {
      const viaMingo = new Query({}, mingoOptions()).find(DOCS, projection).all();
      expect(projectDocuments(DOCS, projection)).toEqual(viaMingo);
      expect(projectDocuments(DOCS, projection).map((doc) => Object.keys(doc))).toEqual(
        viaMingo.map((doc) => Object.keys(doc as object)),
      );
    }
  });
});
