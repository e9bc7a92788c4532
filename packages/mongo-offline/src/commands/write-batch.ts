import type { Document } from '../bson/values';
import { CommandError } from '../errors';

/**
 * Runs the operations of an insert/update/delete batch. Per-operation failures become
 * `writeErrors` (the command itself still answers ok: 1), as in MongoDB; an ordered batch
 * stops at the first failure.
 */
export function runBatch<T>(ops: T[], ordered: boolean, run: (op: T, index: number) => void): Document[] {
  const writeErrors: Document[] = [];
  for (let index = 0; index < ops.length; index++) {
    try {
      run(ops[index], index);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      writeErrors.push({ index, code: error.code, codeName: error.codeName, errmsg: error.message, ...error.extra });
      if (ordered) break;
    }
  }
  return writeErrors;
}

export function batchReply(counts: Document, writeErrors: Document[]): Document {
  const reply: Document = { ...counts };
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}
