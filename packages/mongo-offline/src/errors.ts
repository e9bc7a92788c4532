import type { Document } from 'bson';

/** A command failure that is answered to the client as `{ ok: 0, code, codeName, errmsg }`. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (message: string): CommandError => new CommandError(2, 'BadValue', message);

export const unsupported = (what: string): CommandError =>
  new CommandError(2, 'BadValue', `${what} is not supported by mongo-offline`);

export const namespaceNotFound = (ns: string): CommandError =>
  new CommandError(26, 'NamespaceNotFound', `ns does not exist: ${ns}`);

/** Raised for bytes we cannot frame or parse: the connection is closed, never answered. */
export class ProtocolError extends Error {}
