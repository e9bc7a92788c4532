import { cloneValue, isPlainObject, type Document } from '../bson/values';
import { CommandError, unsupported } from '../errors';
import { runPipeline } from '../query/filter';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, optionalDocument, optionalInt } from './options';
import { selectDocuments } from './select';

export const aggregate: CommandHandler = (command, ctx) => {
  checkOptions(command, ['pipeline', 'cursor', 'explain', 'allowDiskUse', 'let', 'collation', 'hint']);
  checkCollation(command.collation);
  if (command.explain) throw unsupported('explain');
  const cursor = optionalDocument(command.cursor, 'cursor');
  if (!cursor)
    throw new CommandError(
      9,
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  if (!Array.isArray(command.pipeline)) throw new CommandError(14, 'TypeMismatch', "'pipeline' must be an array");
  const variables = optionalDocument(command.let, 'let');
  const target = command.aggregate;
  const dbLevel = target === 1;
  if (!dbLevel && typeof target !== 'string')
    throw new CommandError(73, 'InvalidNamespace', 'aggregate target must be a collection name or 1');

  // Leading $match stages run against the store directly: they get the BSON-aware matcher
  // and spare us cloning documents that the pipeline would drop anyway.
  const pipeline = [...command.pipeline] as Document[];
  const matches: unknown[] = [];
  while (isPlainObject(pipeline[0]) && Object.keys(pipeline[0]).join() === '$match') {
    matches.push(pipeline[0].$match);
    pipeline.shift();
  }
  const filter = matches.length === 0 ? {} : matches.length === 1 ? matches[0] : { $and: matches };
  const collection = dbLevel ? undefined : ctx.catalog.get(ctx.db, target as string);
  const input = selectDocuments(collection, filter, variables).map(cloneValue);
  const collectionResolver = (name: string): Document[] => (ctx.catalog.get(ctx.db, name)?.all() ?? []).map(cloneValue);
  const docs = runPipeline(input, pipeline, { collectionResolver, variables });
  const ns = dbLevel ? `${ctx.db}.$cmd.aggregate` : `${ctx.db}.${target as string}`;
  return ctx.cursors.open(ns, docs, { batchSize: optionalInt(cursor.batchSize, 'cursor.batchSize') });
};
