import type { Document } from '../bson/values';
import { CommandError } from '../errors';
import { aggregate } from './aggregate';
import { collMod, create, drop, dropDatabase, listCollections, listDatabases } from './collections';
import type { CommandContext, CommandHandler } from './context';
import { count, distinct } from './count-distinct';
import { deleteCommand } from './delete';
import { find, getMore, killCursors } from './find';
import { findAndModify } from './find-and-modify';
import {
  abortTransaction,
  acknowledge,
  buildInfo,
  connectionStatus,
  getParameter,
  hello,
  ping,
  serverStatus,
} from './handshake';
import { createIndexes, dropIndexes, listIndexes } from './indexes';
import { insert } from './insert';
import { update } from './update';

const HANDLERS: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  serverStatus,
  connectionStatus,
  endSessions: acknowledge,
  killSessions: acknowledge,
  commitTransaction: acknowledge,
  abortTransaction,
  insert,
  update,
  delete: deleteCommand,
  find,
  getMore,
  killCursors,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
  aggregate,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  collMod,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};

export const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/** Run one command and produce its reply document. Never throws. */
export function runCommand(command: Document, ctx: CommandContext): Document {
  const name = Object.keys(command)[0] ?? '';
  // MONGO_OFFLINE_TRACE=1 logs every command and its fields: handy to see what an ODM sends.
  if (process.env.MONGO_OFFLINE_TRACE) ctx.log(`mongo-offline: ${name} ${JSON.stringify(Object.keys(command))}`);
  const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) {
    ctx.log(`mongo-offline: unknown command '${name}'`);
    return new CommandError(59, 'CommandNotFound', `no such command: '${name}'`).toReply();
  }
  try {
    return handler(command, ctx);
  } catch (error) {
    if (error instanceof CommandError) return error.toReply();
    ctx.log(`mongo-offline: internal error in '${name}': ${(error as Error).stack ?? String(error)}`);
    return {
      ok: 0,
      errmsg: `mongo-offline internal error: ${(error as Error).message}`,
      code: 1,
      codeName: 'InternalError',
    };
  }
}
