import type { Document } from '../bson/values';
import { badValue } from '../errors';
import { projectDocuments } from '../query/filter';
import { applyUpdate, buildUpsert, checkUpdateSpec } from '../update/apply-update';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, collectionName, documentArray, optionalDocument } from './options';
import { selectSorted } from './select';

const OPTIONS = [
  'query',
  'sort',
  'remove',
  'update',
  'new',
  'fields',
  'upsert',
  'arrayFilters',
  'hint',
  'collation',
  'let',
];

/** Reply shape: `{ lastErrorObject: { n, updatedExisting, upserted? }, value, ok: 1 }`. */
export const findAndModify: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, OPTIONS);
  checkCollation(command.collation);
  const filter = optionalDocument(command.query, 'query') ?? {};
  const variables = optionalDocument(command.let, 'let');
  const remove = Boolean(command.remove);
  if (remove === (command.update !== undefined)) throw badValue('findAndModify needs exactly one of remove or update');
  if (remove && (command.new || command.upsert)) throw badValue('remove cannot be combined with new or upsert');
  const project = (doc: Document | undefined): Document | null =>
    doc ? projectDocuments([doc], command.fields, { variables })[0] : null;

  const collection = ctx.catalog.get(ctx.db, name);
  const [current] = selectSorted(collection, filter, command.sort, variables);

  if (remove) {
    if (collection && current) collection.remove(current);
    return { lastErrorObject: { n: current ? 1 : 0 }, value: project(current), ok: 1 };
  }

  const spec = checkUpdateSpec(command.update);
  const arrayFilters =
    command.arrayFilters === undefined ? undefined : documentArray(command.arrayFilters, 'arrayFilters');
  const options = { filter, arrayFilters, variables };
  if (!collection || !current) {
    if (!command.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const doc = buildUpsert(filter, spec, options);
    ctx.catalog.ensure(ctx.db, name).insert(doc);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: command.new ? project(doc) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(current, spec, options);
  collection.update(current, next);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(command.new ? next : current), ok: 1 };
};
