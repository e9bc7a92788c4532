import { isPlainObject, withGeneratedId } from '../bson/values';
import { badValue } from '../errors';
import type { CommandHandler } from './context';
import { checkOptions, collectionName, documentArray } from './options';
import { batchReply, runBatch } from './write-batch';

export const insert: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['documents', 'ordered']);
  const documents = documentArray(command.documents, 'documents');
  const collection = ctx.catalog.ensure(ctx.db, name);
  let n = 0;
  const writeErrors = runBatch(documents, command.ordered !== false, (raw) => {
    // Documents were freshly deserialised for this command, so the store can keep them as-is.
    const doc = withGeneratedId(raw);
    if (Array.isArray(doc._id)) throw badValue("can't use an array for _id");
    if (isPlainObject(doc._id) && Object.keys(doc._id).some((k) => k.startsWith('$'))) {
      throw badValue("_id fields may not contain '$'-prefixed fields");
    }
    collection.insert(doc);
    n++;
  });
  return batchReply({ n }, writeErrors);
};
