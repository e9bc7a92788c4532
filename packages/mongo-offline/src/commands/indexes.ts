import { isPlainObject, numericValue } from '../bson/values';
import { CommandError, badValue, namespaceNotFound } from '../errors';
import { normaliseIndexSpec } from '../store/index-spec';
import type { CommandHandler } from './context';
import { checkOptions, collectionName, documentArray, optionalDocument } from './options';

export const createIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['indexes', 'commitQuorum']);
  // Validate every spec before creating any, so a bad batch changes nothing.
  const specs = documentArray(command.indexes, 'indexes').map(normaliseIndexSpec);
  const existed = ctx.catalog.get(ctx.db, name) !== undefined;
  const collection = ctx.catalog.ensure(ctx.db, name);
  const numIndexesBefore = collection.indexes.length;
  let created = 0;
  for (const spec of specs) if (collection.createIndex(spec)) created++;
  const reply = {
    numIndexesBefore,
    numIndexesAfter: collection.indexes.length,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
  return created === 0 ? { ...reply, note: 'all indexes already exist' } : reply;
};

export const listIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['cursor']);
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw namespaceNotFound(`${ctx.db}.${name}`);
  const cursor = optionalDocument(command.cursor, 'cursor') ?? {};
  const batchSize = cursor.batchSize === undefined ? undefined : Number(numericValue(cursor.batchSize));
  return ctx.cursors.open(`${ctx.db}.${name}`, [...collection.indexes], { batchSize });
};

export const dropIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['index']);
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw namespaceNotFound(`${ctx.db}.${name}`);
  const nIndexesWas = collection.indexes.length;
  const target = command.index;
  if (target === '*') {
    for (const spec of collection.indexes.slice(1)) collection.dropIndex(spec.name);
  } else if (typeof target === 'string') {
    collection.dropIndex(target);
  } else if (Array.isArray(target) && target.every((t) => typeof t === 'string')) {
    for (const indexName of target) collection.dropIndex(indexName);
  } else if (isPlainObject(target)) {
    const spec = collection.findIndexByKey(target);
    if (!spec) throw new CommandError(27, 'IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    collection.dropIndex(spec.name);
  } else {
    throw badValue("dropIndexes needs 'index': a name, a key pattern, an array of names or '*'");
  }
  return { nIndexesWas, ok: 1 };
};
