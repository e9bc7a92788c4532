import { compareValues } from '../bson/compare';
import { keyOf, pathValues } from '../bson/values';
import { badValue } from '../errors';
import type { CommandHandler } from './context';
import { checkCollation, checkOptions, collectionName, optionalInt } from './options';
import { countDocuments, selectDocuments } from './select';

export const count: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['query', 'limit', 'skip', 'hint', 'collation', 'fields']);
  checkCollation(command.collation);
  const collection = ctx.catalog.get(ctx.db, name);
  const skip = optionalInt(command.skip, 'skip') ?? 0;
  const limit = Math.abs(optionalInt(command.limit, 'limit') ?? 0);
  const total = countDocuments(collection, command.query);
  const n = Math.max(0, total - skip);
  return { n: limit > 0 ? Math.min(n, limit) : n, ok: 1 };
};

export const distinct: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['key', 'query', 'collation', 'hint']);
  checkCollation(command.collation);
  if (typeof command.key !== 'string') throw badValue("distinct needs a 'key' string");
  const key = command.key;
  const seen = new Map<string, unknown>();
  for (const doc of selectDocuments(ctx.catalog.get(ctx.db, name), command.query ?? {})) {
    // Array values contribute their elements, as in MongoDB.
    for (const value of pathValues(doc, key).flatMap((v) => (Array.isArray(v) ? v : [v]))) {
      const k = keyOf(value);
      if (!seen.has(k)) seen.set(k, value ?? null);
    }
  }
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
};
