import type { Document } from '../bson/values';
import { CommandError, badValue } from '../errors';
import { applyUpdate, buildUpsert, checkUpdateSpec } from '../update/apply-update';
import { isOperatorUpdate } from '../update/validate-update';
import type { CommandContext, CommandHandler } from './context';
import { checkCollation, checkOptions, collectionName, documentArray, optionalDocument } from './options';
import { selectSorted } from './select';
import { batchReply, runBatch } from './write-batch';

const STATEMENT_FIELDS = ['q', 'u', 'upsert', 'multi', 'arrayFilters', 'hint', 'collation', 'sort', 'c'];

interface Totals {
  n: number;
  nModified: number;
  upserted: Document[];
}

export const update: CommandHandler = (command, ctx) => {
  const name = collectionName(command);
  checkOptions(command, ['updates', 'ordered', 'let']);
  const statements = documentArray(command.updates, 'updates');
  const variables = optionalDocument(command.let, 'let');
  const totals: Totals = { n: 0, nModified: 0, upserted: [] };
  const writeErrors = runBatch(statements, command.ordered !== false, (op, index) =>
    runStatement(op, index, name, ctx, totals, variables),
  );
  const counts: Document = { n: totals.n, nModified: totals.nModified };
  if (totals.upserted.length > 0) counts.upserted = totals.upserted;
  return batchReply(counts, writeErrors);
};

function runStatement(
  op: Document,
  index: number,
  name: string,
  ctx: CommandContext,
  totals: Totals,
  let_?: Document,
): void {
  for (const field of Object.keys(op)) {
    if (!STATEMENT_FIELDS.includes(field)) throw badValue(`unsupported update statement field '${field}'`);
  }
  checkCollation(op.collation);
  const filter = optionalDocument(op.q, 'q') ?? {};
  const spec = checkUpdateSpec(op.u);
  const arrayFilters = op.arrayFilters === undefined ? undefined : documentArray(op.arrayFilters, 'arrayFilters');
  const variables = { ...let_, ...optionalDocument(op.c, 'c') };
  if (op.multi && !Array.isArray(spec) && !isOperatorUpdate(spec)) {
    throw new CommandError(9, 'FailedToParse', 'multi update is not supported for replacement-style update');
  }
  if (op.multi && op.sort) throw badValue('sort is not allowed with multi: true');
  const options = { filter, arrayFilters, variables };
  const collection = ctx.catalog.get(ctx.db, name);
  let matches = selectSorted(collection, filter, op.sort, variables);
  if (!op.multi) matches = matches.slice(0, 1);

  if (!collection || matches.length === 0) {
    if (!op.upsert) return;
    const doc = buildUpsert(filter, spec, options);
    ctx.catalog.ensure(ctx.db, name).insert(doc);
    totals.n++;
    totals.upserted.push({ index, _id: doc._id });
    return;
  }
  for (const doc of matches) {
    const next = applyUpdate(doc, spec, options);
    totals.n++;
    if (collection.update(doc, next)) totals.nModified++;
  }
}
