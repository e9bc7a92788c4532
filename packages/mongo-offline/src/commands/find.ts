import { parseSort, sortDocuments } from '../bson/compare';
import { projectDocuments } from '../query/filter';
import { badValue, unsupported } from '../errors';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, collectionName, optionalDocument, optionalInt } from './options';
import { selectDocuments } from './select';

const FIND_OPTIONS = [
  'filter',
  'sort',
  'projection',
  'hint',
  'skip',
  'limit',
  'batchSize',
  'singleBatch',
  'let',
  'collation',
  'noCursorTimeout',
  'allowPartialResults',
  'allowDiskUse',
  'tailable',
  'awaitData',
  'min',
  'max',
  'returnKey',
  'showRecordId',
  'oplogReplay',
];

export const find: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, FIND_OPTIONS);
  checkCollation(command.collation);
  if (command.tailable || command.awaitData) throw unsupported('tailable cursors');
  for (const option of ['min', 'max', 'returnKey', 'showRecordId'] as const) {
    if (command[option]) throw unsupported(`the find option '${option}'`);
  }
  const variables = optionalDocument(command.let, 'let');
  const skip = optionalInt(command.skip, 'skip') ?? 0;
  const rawLimit = optionalInt(command.limit, 'limit') ?? 0;
  const batchSize = optionalInt(command.batchSize, 'batchSize');
  if (skip < 0) throw badValue('skip value must be non-negative');
  if (batchSize !== undefined && batchSize < 0) throw badValue('batchSize value must be non-negative');
  // A negative limit is the legacy spelling of "limit + singleBatch".
  const limit = Math.abs(rawLimit);
  const singleBatch = Boolean(command.singleBatch) || rawLimit < 0;

  let docs = selectDocuments(ctx.catalog.get(ctx.db, name), command.filter, variables);
  docs = sortDocuments(docs, parseSort(command.sort));
  docs = docs.slice(skip, limit > 0 ? skip + limit : undefined);
  docs = projectDocuments(docs, command.projection, { variables });
  return ctx.cursors.open(`${ctx.db}.${name}`, docs, {
    batchSize: singleBatch && !batchSize ? limit || undefined : batchSize,
    singleBatch,
  });
};

export const getMore: CommandHandler = (command, ctx) => {
  checkOptions(command, ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime']);
  if (typeof command.collection !== 'string') throw badValue("getMore needs a 'collection' string");
  return ctx.cursors.getMore(command.getMore, command.collection, ctx.db, optionalInt(command.batchSize, 'batchSize'));
};

export const killCursors: CommandHandler = (command, ctx) => {
  checkOptions(command, ['cursors']);
  if (!Array.isArray(command.cursors)) throw badValue("killCursors needs a 'cursors' array");
  return ctx.cursors.kill(command.cursors);
};
