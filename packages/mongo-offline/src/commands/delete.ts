import { badValue } from '../errors';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, collectionName, documentArray, optionalDocument, optionalInt } from './options';
import { selectDocuments } from './select';
import { batchReply, runBatch } from './write-batch';

export const deleteCommand: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['deletes', 'ordered', 'let']);
  const deletes = documentArray(command.deletes, 'deletes');
  const variables = optionalDocument(command.let, 'let');
  let n = 0;
  const writeErrors = runBatch(deletes, command.ordered !== false, (op) => {
    for (const field of Object.keys(op)) {
      if (!['q', 'limit', 'hint', 'collation'].includes(field))
        throw badValue(`unsupported delete statement field '${field}'`);
    }
    checkCollation(op.collation);
    const limit = optionalInt(op.limit, 'limit') ?? 0;
    if (limit !== 0 && limit !== 1) throw badValue('delete limit must be 0 (all) or 1');
    const collection = ctx.catalog.get(ctx.db, name);
    if (!collection) return;
    let matches = selectDocuments(collection, op.q ?? {}, variables);
    if (limit === 1) matches = matches.slice(0, 1);
    for (const doc of matches) collection.remove(doc);
    n += matches.length;
  });
  return batchReply({ n }, writeErrors);
};
