import { deserialize, serialize, type DeserializeOptions, type Document } from 'bson';
import { ProtocolError } from '../errors';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
// Bits 0-15 are "required": a receiver must reject bits it does not understand.
const KNOWN_REQUIRED_BITS = CHECKSUM_PRESENT | MORE_TO_COME;

/**
 * Int32 and Double become JS numbers (what mingo can compute with) while Long stays a Long,
 * so 64-bit integers round-trip with their type. Everything else keeps its BSON class.
 */
export const BSON_OPTIONS: DeserializeOptions = {
  promoteLongs: false,
  promoteValues: true,
  promoteBuffers: false,
  bsonRegExp: false,
};

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export type Request =
  | { kind: 'msg'; header: Header; command: Document; moreToCome: boolean }
  | { kind: 'query'; header: Header; collection: string; command: Document };

export function readHeader(message: Buffer): Header {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

export function parseRequest(message: Buffer): Request {
  const header = readHeader(message);
  if (header.opCode === OP_MSG) return parseOpMsg(message, header);
  if (header.opCode === OP_QUERY) return parseOpQuery(message, header);
  throw new ProtocolError(`unsupported opCode ${header.opCode}`);
}

function readDocument(message: Buffer, offset: number, end: number): [Document, number] {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = message.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError(`invalid BSON document size ${size}`);
  try {
    return [deserialize(message.subarray(offset, offset + size), BSON_OPTIONS), offset + size];
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${(error as Error).message}`);
  }
}

function readCString(message: Buffer, offset: number, end: number): [string, number] {
  const zero = message.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated cstring');
  return [message.toString('utf8', offset, zero), zero + 1];
}

function parseOpMsg(message: Buffer, header: Header): Request {
  if (message.length < 21) throw new ProtocolError('OP_MSG too short');
  const flags = message.readUInt32LE(16);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_BITS) !== 0) throw new ProtocolError(`unknown OP_MSG flag bits ${flags}`);
  const end = flags & CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = 20;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      [body, offset] = readDocument(message, offset, end);
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd < offset + 5) throw new ProtocolError('invalid document sequence size');
      const [identifier, start] = readCString(message, offset + 4, sectionEnd);
      let cursor = start;
      const docs: Document[] = [];
      while (cursor < sectionEnd) {
        let doc: Document;
        [doc, cursor] = readDocument(message, cursor, sectionEnd);
        docs.push(doc);
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without body section');
  // Drivers split large arrays (documents, updates, deletes) into kind-1 sections.
  for (const [identifier, docs] of sequences) {
    if (identifier in body) throw new ProtocolError(`duplicate field '${identifier}' in OP_MSG`);
    body[identifier] = docs;
  }
  return { kind: 'msg', header, command: body, moreToCome: (flags & MORE_TO_COME) !== 0 };
}

function parseOpQuery(message: Buffer, header: Header): Request {
  if (message.length < 29) throw new ProtocolError('OP_QUERY too short');
  const [collection, afterName] = readCString(message, 20, message.length);
  // numberToSkip and numberToReturn are irrelevant for the handshake.
  const [query] = readDocument(message, afterName + 8, message.length);
  const command = '$query' in query && typeof query.$query === 'object' ? (query.$query as Document) : query;
  return { kind: 'query', header, collection, command };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const out = Buffer.alloc(16);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
  return out;
}

export function encodeOpMsg(responseTo: number, reply: Document): Buffer {
  const body = serialize(reply);
  const prefix = Buffer.alloc(5); // flagBits (0) + section kind 0
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OP_MSG), prefix, body]);
}

export function encodeOpReply(responseTo: number, reply: Document): Buffer {
  const body = serialize(reply);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}
