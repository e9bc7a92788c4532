import { cloneValue, isPlainObject, type Document } from '../bson/values';
import { CommandError, unsupported } from '../errors';
import { runPipeline } from '../query/filter';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, optionalDocument, optionalInt } from './options';
import { countDocuments, selectDocuments } from './select';

/**
 * The driver's countDocuments sends `$match`, optionally `$skip`/`$limit`, then
 * `$group { _id: 1, n: { $sum: 1 } }`. Such a tail only needs the number of matches, so it is
 * answered without copying a document; any other shape goes through mingo.
 */
function countingTail(stages: Document[]): ((matched: number) => Document[]) | undefined {
  const last = stages[stages.length - 1];
  if (!isPlainObject(last) || Object.keys(last).join() !== '$group' || !isPlainObject(last.$group)) return undefined;
  const { _id: id, ...outputs } = last.$group;
  const fields = Object.keys(outputs);
  const sumOfOne = (value: unknown) => isPlainObject(value) && Object.keys(value).join() === '$sum' && value.$sum === 1;
  if (typeof id !== 'number' || fields.length !== 1 || !sumOfOne(outputs[fields[0]])) return undefined;
  const steps: Array<(n: number) => number> = [];
  for (const stage of stages.slice(0, -1)) {
    if (!isPlainObject(stage)) return undefined;
    const [name] = Object.keys(stage);
    const value = stage[name];
    if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
    if (name === '$skip' && value >= 0) steps.push((n) => Math.max(0, n - value));
    else if (name === '$limit' && value > 0) steps.push((n) => Math.min(n, value));
    else return undefined;
  }
  return (matched) => {
    const n = steps.reduce((count, step) => step(count), matched);
    return n > 0 ? [{ _id: id, [fields[0]]: n }] : [];
  };
}

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
  const ns = dbLevel ? `${ctx.db}.$cmd.aggregate` : `${ctx.db}.${target as string}`;
  const batchSize = optionalInt(cursor.batchSize, 'cursor.batchSize');
  const counting = dbLevel ? undefined : countingTail(pipeline);
  if (counting) return ctx.cursors.open(ns, counting(countDocuments(collection, filter, variables)), { batchSize });
  const input = selectDocuments(collection, filter, variables).map(cloneValue);
  const collectionResolver = (name: string): Document[] => (ctx.catalog.get(ctx.db, name)?.all() ?? []).map(cloneValue);
  const docs = runPipeline(input, pipeline, { collectionResolver, variables });
  return ctx.cursors.open(ns, docs, { batchSize });
};
