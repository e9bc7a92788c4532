import type { Socket } from 'node:net';
import type { Document } from './bson/values';
import type { CommandContext } from './commands/context';
import type { CursorStore } from './commands/cursors';
import { OP_QUERY_COMMANDS, runCommand } from './commands/dispatch';
import { ProtocolError } from './errors';
import type { Catalog } from './store/catalog';
import type { Journal } from './store/journal';
import { MessageFramer } from './wire/framer';
import { encodeOpMsg, encodeOpReply, parseRequest } from './wire/messages';

export interface ServerState {
  catalog: Catalog;
  cursors: CursorStore;
  journal: Journal | undefined;
  log: (msg: string) => void;
}

/**
 * Serve one client socket. Requests are handled synchronously as they are framed, so the
 * whole server processes commands one at a time in arrival order — that single queue is
 * what makes concurrent writes (e.g. 50 inserts of one unique key) deterministic.
 */
export function serveConnection(socket: Socket, connectionId: number, state: ServerState): void {
  const framer = new MessageFramer();
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    try {
      for (const message of framer.push(chunk)) {
        const reply = handleMessage(message, connectionId, state);
        if (reply && !socket.destroyed) socket.write(reply);
      }
    } catch (error) {
      // Bytes we cannot understand: drop this client, keep serving everyone else.
      const reason = error instanceof ProtocolError ? error.message : `internal error: ${(error as Error).stack}`;
      state.log(`mongo-offline: closing connection ${connectionId}: ${reason}`);
      socket.destroy();
    }
  });
}

function handleMessage(message: Buffer, connectionId: number, state: ServerState): Buffer | undefined {
  const request = parseRequest(message);
  const requestId = request.header.requestId;
  if (request.kind === 'query') {
    const name = Object.keys(request.command)[0] ?? '';
    if (!request.collection.endsWith('.$cmd') || !OP_QUERY_COMMANDS.has(name)) {
      return encodeOpReply(requestId, {
        ok: 0,
        errmsg: `Unsupported OP_QUERY command: ${name}. mongo-offline only answers hello/isMaster over OP_QUERY`,
        code: 352,
        codeName: 'UnsupportedOpQueryCommand',
      });
    }
    const db = request.collection.slice(0, -'.$cmd'.length);
    return encode(encodeOpReply, requestId, execute(request.command, db, connectionId, state));
  }
  const db = typeof request.command.$db === 'string' ? request.command.$db : 'admin';
  const reply = execute(request.command, db, connectionId, state);
  return request.moreToCome ? undefined : encode(encodeOpMsg, requestId, reply);
}

function execute(command: Document, db: string, connectionId: number, state: ServerState): Document {
  const ctx: CommandContext = { catalog: state.catalog, cursors: state.cursors, db, connectionId, log: state.log };
  const reply = runCommand(command, ctx);
  try {
    // Persist before acknowledging: a write is only reported once it reached the OS.
    state.journal?.flush();
  } catch (error) {
    state.log(`mongo-offline: journal write failed: ${(error as Error).message}`);
    return {
      ok: 0,
      errmsg: `mongo-offline could not write its journal: ${(error as Error).message}`,
      code: 1,
      codeName: 'InternalError',
    };
  }
  return reply;
}

function encode(encoder: (responseTo: number, reply: Document) => Buffer, requestId: number, reply: Document): Buffer {
  try {
    return encoder(requestId, reply);
  } catch (error) {
    // Typically a reply over the BSON size limit; answer with an error instead of hanging.
    return encoder(requestId, {
      ok: 0,
      errmsg: `mongo-offline could not encode the reply: ${(error as Error).message}`,
      code: 10334,
      codeName: 'BSONObjectTooLarge',
    });
  }
}
