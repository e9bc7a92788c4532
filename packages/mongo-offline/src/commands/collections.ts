import { calculateObjectSize } from 'bson';
import { isPlainObject, numericValue, type Document } from '../bson/values';
import { CommandError, badValue, namespaceNotFound, unsupported } from '../errors';
import { compileFilter } from '../query/filter';
import { ID_INDEX } from '../store/index-spec';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, collectionName, optionalDocument } from './options';

export const create: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, [
    'capped',
    'size',
    'max',
    'validator',
    'validationLevel',
    'validationAction',
    'viewOn',
    'pipeline',
    'timeseries',
    'clusteredIndex',
    'collation',
    'changeStreamPreAndPostImages',
    'expireAfterSeconds',
    'storageEngine',
    'indexOptionDefaults',
    'autoIndexId',
  ]);
  checkCollation(command.collation);
  for (const option of [
    'capped',
    'validator',
    'viewOn',
    'timeseries',
    'clusteredIndex',
    'expireAfterSeconds',
  ] as const) {
    if (command[option]) throw unsupported(`the create option '${option}'`);
  }
  ctx.catalog.create(ctx.db, name, {});
  return { ok: 1 };
};

export const drop: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, []);
  const collection = ctx.catalog.get(ctx.db, name);
  // MongoDB 7 answers ok for a missing collection too.
  if (!collection) return { ok: 1 };
  const nIndexesWas = collection.indexes.length;
  ctx.catalog.drop(ctx.db, name);
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

export const dropDatabase: CommandHandler = (command, ctx) => {
  checkOptions(command, []);
  ctx.catalog.dropDatabase(ctx.db);
  return { ok: 1 };
};

function collectionInfo(name: string): Document {
  return { name, type: 'collection', options: {}, info: { readOnly: false }, idIndex: ID_INDEX };
}

export const listCollections: CommandHandler = (command, ctx) => {
  checkOptions(command, ['filter', 'nameOnly', 'authorizedCollections', 'cursor']);
  const matches = compileFilter(optionalDocument(command.filter, 'filter'));
  const infos = ctx.catalog
    .collections(ctx.db)
    .map((c) => collectionInfo(c.name))
    .filter(matches)
    .map((info) => (command.nameOnly ? { name: info.name, type: info.type } : info));
  const cursor = optionalDocument(command.cursor, 'cursor') ?? {};
  const batchSize = cursor.batchSize === undefined ? undefined : Number(numericValue(cursor.batchSize));
  return ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, infos, { batchSize });
};

export const listDatabases: CommandHandler = (command, ctx) => {
  checkOptions(command, ['filter', 'nameOnly', 'authorizedDatabases']);
  const matches = compileFilter(optionalDocument(command.filter, 'filter'));
  const databases = ctx.catalog
    .databases()
    .map((name) => {
      const sizeOnDisk = ctx.catalog
        .collections(name)
        .reduce((sum, c) => sum + c.all().reduce((s, d) => s + calculateObjectSize(d), 0), 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter(matches);
  const totalSize = databases.reduce((sum, db) => sum + db.sizeOnDisk, 0);
  if (command.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

/** collMod: only index changes (TTL seconds, hidden) are meaningful here. */
export const collMod: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['index', 'validator', 'validationLevel', 'validationAction']);
  if (command.validator) throw unsupported("collMod 'validator'");
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw namespaceNotFound(`${ctx.db}.${name}`);
  const index = optionalDocument(command.index, 'index');
  if (!index) return { ok: 1 };
  const spec =
    typeof index.name === 'string'
      ? collection.indexes.find((s) => s.name === index.name)
      : isPlainObject(index.keyPattern)
        ? collection.findIndexByKey(index.keyPattern)
        : undefined;
  if (!spec) throw new CommandError(27, 'IndexNotFound', 'cannot find index for collMod');
  for (const field of Object.keys(index)) {
    if (!['name', 'keyPattern', 'expireAfterSeconds', 'hidden'].includes(field))
      throw unsupported(`collMod index option '${field}'`);
  }
  const reply: Document = { ok: 1 };
  const changes: { expireAfterSeconds?: number; hidden?: boolean } = {};
  if (index.expireAfterSeconds !== undefined) {
    const seconds = Number(numericValue(index.expireAfterSeconds));
    if (!Number.isFinite(seconds) || seconds < 0) throw badValue('expireAfterSeconds must be a non-negative number');
    changes.expireAfterSeconds = seconds;
    reply.expireAfterSeconds_old = spec.expireAfterSeconds;
    reply.expireAfterSeconds_new = seconds;
  }
  if (index.hidden !== undefined) {
    changes.hidden = Boolean(index.hidden);
    reply.hidden_old = Boolean(spec.hidden);
    reply.hidden_new = changes.hidden;
  }
  collection.modifyIndex(spec.name, changes);
  return reply;
};
